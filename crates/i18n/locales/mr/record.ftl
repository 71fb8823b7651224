# How a game ended, as the history and the Record screen say it.
how-won = नियमांनुसार
how-time = वेळेवर
how-scored = गुणांवर
how-no-moves = बरोबरी: कोणतीही बाजू चाल करू शकत नाही
how-repetition = पुनरावृत्तीने बरोबरी
how-move-cap = चालींच्या मर्यादेवर बरोबरी
how-agreed = संमतीने बरोबरी
how-both-surrounded = बरोबरी: दोन्ही राण्या वेढल्या गेल्या
# The history's and the players' files.
kept-set-aside = खराब झालेली फाइल वाचता आली नाही ({ $error }). ती { $file } म्हणून ठेवली आहे, आणि नवीन फाइल सुरू केली आहे.
history-unreadable = डावांचा इतिहास वाचता आला नाही ({ $error }); या वेळचे डाव फक्त या वेळेपुरते ठेवले जातात.
players-unreadable = खेळाडू वाचता आले नाहीत ({ $error }); गुणांकन फक्त या वेळेपुरते ठेवले जाते.
# The Record screen.
menu-record = नोंद
record-title = तुमची नोंद
record-intro = प्रत्येक संपलेला डाव इथे ठेवला जातो. गुणांकन संगणकाच्या पातळ्यांसोबत एकाच मोजपट्टीवर आहे: यादृच्छिक चाली करणारा खेळाडू 0 आहे.
record-none = या प्रकारचा एकही डाव अजून संपलेला नाही.
record-results = { $won } विजय, { $drawn } बरोबरी, { $lost } पराभव · सलग { $streak } विजय (सर्वोत्तम { $best })
record-person-rated = { $name }: { $rating } ± { $margin } · { $results } · { $level } पातळीविरुद्ध समान संधी
record-person = { $name }: अजून गुणांकन नाही · { $results }
record-no-level = —
record-name = { $name }
record-of = { $name } (पुढचा खेळाडू)
record-chart-empty = अजून गुणांकित डाव नाहीत
record-against = { $opponent } विरुद्ध: { $won } विजय, { $drawn } बरोबरी, { $lost } पराभव
record-won = { $name } { $how } जिंकले
record-versus = { $first } विरुद्ध { $second }
record-game = { $when } · { $players } · { $result } · { $moves } चाली
record-view-players = खेळाडू
record-view-rating = गुणांकन
record-view-opponents = प्रतिस्पर्धी
record-view-latest = अलीकडचे डाव
options-at-strength = माझ्या ताकदीनुसार

## पडद्यासमोर कोण बसले आहे, आणि जतन केलेले खेळाडू
options-names = नावे
options-person-name = व्यक्ती { $number }
options-person-name-about = पडद्यासमोर कोण बसले आहे, जागांच्या क्रमाने. त्यांचे डाव आणि रेटिंग या नावाने जतन होतात; "नवा खेळाडू…" नवे नाव जोडतो.
options-new-player = नवा खेळाडू…
name-new-title = नवा खेळाडू
name-rename-title = { $name } चे नाव बदला
name-hint = नाव टाइप करा, मग Enter दाबा.
name-confirm = ठीक
name-empty = नावात किमान एक अक्षर हवे.
name-too-long = नावात जास्तीत जास्त { $most } अक्षरे असतात.
name-odd-character = नावात ते चिन्ह असू शकत नाही.
name-taken = { $name } नावाचा खेळाडू आधीच आहे.
settings-players = खेळाडू
roster-title = खेळाडू
roster-empty = अजून कोणताही खेळाडू जतन केलेला नाही. नव्या डावाच्या पर्यायांत निवडलेली नावे त्यांच्या रेटिंगसह इथे जतन होतात.
roster-add = खेळाडू जोडा
roster-close = बंद करा
roster-rename = नाव बदला
roster-remove = काढा
roster-remove-question = { $name } ला काढायचे?
roster-remove-about = त्यांचे रेटिंग विसरले जाते. त्यांचे डाव तुमच्या नोंदीत याच नावाने राहतात.
