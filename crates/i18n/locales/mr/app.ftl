# ॲपचे स्वतःचे शब्द: मेनू, टेबलावरील माहिती, सूचना.

## सामायिक शब्द
on = चालू
off = बंद
back = मागे
level-random = यादृच्छिक
level-beginner = नवशिका
level-easy = सोपा
level-medium = मध्यम
level-advanced = प्रगत
level-hard = कठीण
to-move = { $player } यांची खेळी
wins = { $player } जिंकले
drawn = बरोबरी
thinking = { $player } विचार करत आहे{ $dots }
computer-to-move = { $player } (संगणक) यांची खेळी
hint-looking-through = डाव पाहत आहात: पुन्हा करा पुढे नेते, पूर्ववत मागे, सुरुवात आणि शेवट उडी मारतात. इथून पुढे खेळण्यासाठी एक चाल खेळा.
hint-watch-computer = त्याची चाल पाहा. Ctrl+Z तुमची शेवटची चाल आणि त्याचे उत्तर परत घेते.
problem = { $detail }
named-problem = { $name }: { $detail }
curtain-preparing = टेबल तयार होत आहे… { $ready } / { $total }

## मुख्य मेनू
menu-players-two = 2 खेळाडू
menu-players-two-to-four = 2 ते 4 खेळाडू
menu-about-deblockle = तुमचे ठोकळे कलंडवा आणि त्यांच्या चिन्हांप्रमाणे उडी मारवा; जो आधी आपले सर्व ठोकळे पटाबाहेर काढेल तो जिंकतो.
menu-about-hive = प्रतिस्पर्ध्याच्या राणी मधमाशीला वेढा घाला. पट नाही: फरशाच पोळे बनवतात.
menu-about-blokus3d = मिळून एक रचना बांधा; वरून दिसणारे तुमच्या रंगाचे चौरस गुण देतात.
menu-continue-game = { $game }, चाल { $move }: { $players }
menu-continue-setup = { $game }, मांडणी सुरू: { $players }
menu-front-hint = पर्याय पाहण्यासाठी खेळ निवडा (किंवा बाण कळा, मग Enter); Escape ने परत या.
menu-hint-deblockle = वर आणि खाली बाण पर्याय निवडतात, डावा आणि उजवा तो बदलतात. टेबलावर: एक ठोकळा क्लिक करा, मग तो कुठे कलंडवायचा, मग तो कुठे उडी मारेल.
menu-hint-hive = वर आणि खाली बाण पर्याय निवडतात, डावा आणि उजवा तो बदलतात. टेबलावर: एक फरशी क्लिक करा (राखीव साठ्यातील किंवा पोळ्यातील), मग एक हिरवी जागा.
menu-hint-blokus3d = वर आणि खाली बाण पर्याय निवडतात, डावा आणि उजवा तो बदलतात. टेबलावर: तुमच्या ट्रेमधील एक तुकडा क्लिक करा, तो फिरत्या टेबलावर धरा (R, F, G त्याला फिरवतात), ठेवण्यासाठी क्लिक करा.
menu-cannot-resume = जतन केलेला डाव पुढे सुरू करता येत नाही: { $reason }
menu-nothing-to-continue = पुढे सुरू करण्यासाठी कोणताही डाव नाही: शेवटचा डाव संपला आहे, किंवा कोणताही जतन केलेला नाही.
menu-continue = पुढे सुरू ठेवा
menu-play = खेळा
menu-tutorial = शिकवणी
menu-puzzles = कोडी
menu-games = डाव
menu-settings = सेटिंग्ज
menu-quit = बाहेर पडा

## सेटिंग्ज
settings-title = सेटिंग्ज
settings-hint = सेटिंग काय करते ते पाहण्यासाठी तिच्याकडे निर्देश करा. वर आणि खाली बाण सेटिंग निवडतात, डावा आणि उजवा ती बदलतात. प्रत्येक सेटिंग पुढच्या वेळेसाठी लक्षात ठेवली जाते.
settings-unreadable = सेटिंग्ज वाचता आल्या नाहीत ({ $error }). मूळ सेटिंग्ज वापरल्या जातात आणि फाइल तशीच ठेवली जाते.
settings-group-sound = आवाज
settings-group-table = पटावर
settings-group-reading = शब्द आणि रंग
settings-group-screen = पडदा
settings-percent = { $percent } %
settings-speed = { $speed }x
settings-volume = आवाज
settings-volume-about = सोंगट्या, फासे आणि सूचना किती मोठ्याने वाजतात; 0 % म्हणजे शांत.
settings-music-volume = संगीताचा आवाज
settings-music-volume-about = खेळांमागचे संगीत किती मोठ्याने वाजते; 0 % म्हणजे शांत.
settings-animation-speed = सजीवीकरणाचा वेग
settings-animation-speed-about = सोंगट्या किती वेगाने लोळतात, सरकतात आणि उडतात: 2x ला निम्मा वेळ, 0.5x ला दुप्पट.
settings-auto-turn = कॅमेरा खेळाडूकडे वळतो
settings-auto-turn-about = प्रत्येक खेळीनंतर कॅमेरा खेळी असलेल्या खेळाडूच्या बाजूला वळतो, एका पडद्यावर दोघांसाठी.
settings-evaluation = पटावर मूल्यमापन
settings-evaluation-about = पटावरील एक पट्टी संगणकाच्या मते कोण पुढे आहे ते दाखवते (खेळताना F4 ती दाखवते किंवा लपवते).
settings-language = भाषा
settings-language-about = प्रत्येक पडदा, धडा आणि नियमाची भाषा; सिस्टमप्रमाणे म्हणजे तुमच्या संगणकाप्रमाणे.
settings-language-system = सिस्टमप्रमाणे ({ $name })
settings-language-name = { $name }
settings-ui-scale = मजकुराचा आकार
settings-ui-scale-about = मजकुराचा आणि पडद्यांवरील सर्व गोष्टींचा आकार, सिस्टमच्या डिस्प्ले स्केलिंगच्या वर.
settings-palette = रंग
settings-palette-about = प्रत्येक डोळ्यासाठी: कोणत्याही रंगदृष्टीने खेळाडूंचे रंग वेगळे ओळखता येतात, आणि ज्या सोंगटीचा रंगच ती कोणाची हे सांगतो तिच्यावर चिन्ह असते.
settings-palette-standard = प्रत्येक खेळाचे स्वतःचे
settings-palette-colour-blind = प्रत्येक डोळ्यासाठी
settings-fullscreen = पूर्ण पडदा
settings-fullscreen-about = खेळ संपूर्ण पडदा व्यापतो (F11 कधीही बदलते).
settings-frame-rate = फ्रेम दर
settings-frame-rate-about = सेकंदाला जास्तीत जास्त इतकी चित्रे: कमी चित्रांनी संगणक थंड आणि शांत राहतो.
settings-frame-rate-free = पडदा देईल तितका
settings-frame-rate-cap = सेकंदाला जास्तीत जास्त { $cap }
settings-low-power = कमी ऊर्जा मोड
settings-low-power-about = सेकंदाला जास्तीत जास्त 30 चित्रे, आणि खिडकी पार्श्वभूमीत असताना सेकंदाला एक: बॅटरीवरील लॅपटॉपसाठी.

## कळा (F1)
help-reminder = F1: कळा
help-reminder-pad = { $select }: बटणे
pad-cursor = हलवा
pad-press = निवडा
pad-back = मागे
pad-choose = पुढचा पर्याय
pad-menu = मेनू
keyboard-space = स्पेस
keyboard-delete = खोडा
keyboard-done = झाले
keyboard-caret = कर्सर
keyboard-close = बंद करा
pad-dpad = D-pad
pad-cross = क्रॉस
pad-circle = वर्तुळ
pad-square = चौकोन
pad-triangle = त्रिकोण
deblockle-hint-idle-pad = { $dpad } ने तुमच्या ठोकळ्यांपैकी एकाकडे जा (ते चमकत आहेत) आणि { $a } दाबा, किंवा { $shoulders } ने निवडा.
deblockle-hint-block-pad = ठोकळा कलंडवण्यासाठी हिरव्या घरावर { $a } दाबा. पुन्हा निवडण्यासाठी { $b }.
deblockle-hint-tipped-pad = वर { $face } आहे: तिथे उडी मारण्यासाठी निळ्या घरावर { $a } दाबा. कलंडणे परत घेण्यासाठी { $b }.
hive-hint-idle-pad = { $dpad } ने तुमच्या फरश्यांपैकी एकीकडे जा आणि { $a } दाबा, किंवा { $shoulders } ने निवडा (राखीव साठाही).
hive-hint-picked-pad = { $piece }: जाण्यासाठी { $count ->
    [one] { $count } जागा
   *[other] { $count } जागा
}. हिरव्या जागेवर { $a } दाबा, किंवा { $b }.
blokus-hint-idle-pad = { $colour } च्या ट्रेमधील तुकडा घेण्यासाठी { $a } दाबा ({ $shoulders } दुसरा निवडतात), मग { $dpad } ने तो फिरत्या टेबलावर धरा.
blokus-hint-fits-pad = { $piece } इथे बसतो, { $cubes ->
    [0] फिरत्या टेबलावर टेकून
    [one] { $cubes } घनावर टेकून
   *[other] { $cubes } घनांवर टेकून
}: ठेवण्यासाठी { $a } दाबा. { $x }, { $y }, { $rt } त्याला फिरवतात.
save-hint-pad = { $a }: नाव लिहिण्यासाठी कीबोर्ड. { $menu } जतन करते, { $b } रद्द करते. डाव डावांच्या फोल्डरमध्ये जातो.
menu-front-hint-pad = पर्याय पाहण्यासाठी { $dpad } ने खेळ निवडा आणि { $a } दाबा; { $b } ने परत या.
menu-hint-deblockle-pad = { $dpad } वर आणि खाली पर्याय निवडतो, डावा आणि उजवा तो बदलतो. टेबलावर: ठोकळ्याकडे जा आणि { $a } दाबा, मग त्याला कुठे कलंडवायचे, मग तो कुठे उडी मारतो.
menu-hint-hive-pad = { $dpad } वर आणि खाली पर्याय निवडतो, डावा आणि उजवा तो बदलतो. टेबलावर: फरशीकडे जा आणि { $a } दाबा (राखीव साठा { $shoulders } ने), मग हिरव्या जागेवर.
menu-hint-blokus3d-pad = { $dpad } वर आणि खाली पर्याय निवडतो, डावा आणि उजवा तो बदलतो. टेबलावर: { $a } तुकडा घेतो, { $dpad } तो फिरत्या टेबलावर धरतो ({ $x }, { $y }, { $rt } त्याला फिरवतात), { $a } तो ठेवतो.
settings-hint-pad = { $dpad } वर आणि खाली सेटिंग निवडतो, डावा आणि उजवा ती बदलतो. प्रत्येक सेटिंग पुढच्या वेळेसाठी लक्षात ठेवली जाते.
hint-watch-computer-pad = त्याची चाल पाहा. { $menu }, मग पूर्ववत, तुमची शेवटची चाल आणि त्याचे उत्तर परत घेते.
setup-hint-drag-pad = { $dpad } ठोकळा { $owner } च्या चमकणाऱ्या घरावर ठेवतो आणि त्या घरांमधून पुढे नेतो.
setup-hint-turn-pad = { $x } निवडलेला ठोकळा फिरवते; पडलेली बाजू वरच राहते. { $shoulders } दुसरा ठोकळा निवडतात.
setup-hint-all-placed-pad = सर्व ठेवले. कोणताही ठोकळा { $x } ने फिरवा, { $dpad } ने हलवा, किंवा { $a } (झाले) दाबा.
help-title-pad = कंट्रोलरची बटणे
help-hides-pad = { $select } हे लपवते.
help-camera-orbit-pad = उजवी स्टिक: कॅमेरा फिरवा
help-undo-redo-pad = { $menu }, मग पूर्ववत किंवा पुन्हा करा: पूर्ववत, पुन्हा करा
help-hint-pad = { $menu }, मग सूचना: सूचना (संगणकाची चाल, खेळण्यास तयार)
help-hive-click-pad = { $dpad } आणि { $a }: एक फरशी (राखीव साठा किंवा पोळे), मग एक हिरवी जागा
help-hive-tab-pad = { $shoulders }: हलू शकणाऱ्या फरशांमधून, मग निवडलेल्या फरशीच्या ठिकाणांमधून फिरा; { $a }: निवडा
help-hive-escape-pad = { $b }: फरशी सोडा
help-blokus-click-pad = { $a }: तुकडा उचला; { $dpad }: तो एका स्तंभावर धरा; { $a }: तो ठेवा
help-blokus-take-pad = { $shoulders }: दुसरा तुकडा उचला
help-blokus-turn-pad = { $x }, { $y }, { $rt }: उभ्या अक्षाभोवती फिरवा, कलंडवा, लोळवा
help-blokus-escape-pad = { $b }: परत ठेवा
help-deblockle-click-pad = { $dpad } आणि { $a }: ठोकळा, तो कुठे कलंडवायचा, तो कुठे उडी मारेल
help-deblockle-walk-pad = { $shoulders }, { $a }: पर्यायांमधून जा, एक निवडा
help-deblockle-escape-pad = { $b }: एक पाऊल मागे (कलंडलेला ठोकळा परत)
help-rules-pad = { $menu }, मग नियम: हा खेळ कसा खेळायचा
help-hive-queens-pad = { $menu }, मग राणीच्या बाजू: राण्यांच्या मोकळ्या बाजू
help-hive-pass-pad = { $menu }, मग पाळी सोडा: पाळी सोडा (दुसरे काहीच वैध नसेल तेव्हाच)
help-blokus-aids-pad = { $menu }, मग जागा, मर्यादा, वरून: वैध जागा, उंचीच्या मर्यादा, वरून दृश्य
guide-clicks = मार्गदर्शक क्लिक करा म्हणतो तिथे कंट्रोलरचा कर्सर आणि त्याचे दाबणे तेच करतात.
guide-clicks-pad = जिथे क्लिक करा असे लिहिले आहे: { $dpad } ने तिथे जा आणि { $a } दाबा.
guide-read-on = खाली आणखी आहे: पुढे वाचण्यासाठी माउसचे चाक किंवा PgDn.
guide-read-on-pad = खाली आणखी आहे: पुढे वाचण्यासाठी { $lt }.
help-title = कळा
help-hides = F1 हे लपवते.
help-camera-orbit = उजवे बटण दाबून ओढा, बाण कळा: कॅमेरा फिरवा
help-camera-zoom = चाक, + आणि -: जवळ-दूर
help-camera-pan = Shift + उजवे बटण दाबून ओढा, W A S D: सरकवा
help-camera-home = Home, मधले क्लिक: टेबलाच्या दृश्याकडे परत
help-fullscreen = F11: पूर्ण पडदा चालू किंवा बंद
help-undo-redo = Ctrl+Z, Ctrl+Y: पूर्ववत, पुन्हा करा
help-tree-walk = Ctrl+डावा, उजवा बाण: चालींमधून मागे, पुढे; Ctrl+वर, खाली बाण: वरचा, खालचा पर्याय
help-marks = उजवे क्लिक: घर, षटकोन किंवा स्तंभाभोवती वर्तुळ; Ctrl+उजवे ओढणे: बाण; पुन्हा तेच केल्यास ते पुसले जाते
help-set-up = F8: टेबलावर स्थिती मांडा, मग ती मित्राशी किंवा संगणकाशी खेळा
help-hive-click = क्लिक: एक फरशी (राखीव साठा किंवा पोळे), मग एक हिरवी जागा
help-hive-tab = Tab / Shift+Tab: हलू शकणाऱ्या फरशांमधून, मग निवडलेल्या फरशीच्या ठिकाणांमधून फिरा; Enter किंवा Space: निवडा
help-hive-escape = Esc: फरशी सोडा
help-hive-queens = Q: राण्यांच्या मोकळ्या बाजू
help-hive-pass = P: पाळी सोडा (दुसरे काहीच वैध नसेल तेव्हाच)
help-blokus-click = क्लिक: तुमच्या ट्रेमधील तुकडा, मग तो ठेवायची जागा
help-blokus-take = 1-9, 0, Tab, Shift+Tab: तुकडा उचला
help-blokus-turn = R, F, G: उभ्या अक्षाभोवती फिरवा, कलंडवा, लोळवा
help-blokus-escape = Esc: परत ठेवा
help-blokus-aids = H, L, T: वैध जागा, उंचीच्या मर्यादा, वरून दृश्य
help-blokus-turntable = Q, E, कडा ओढा: फिरते टेबल फिरवा
help-deblockle-click = क्लिक: ठोकळा, तो कुठे कलंडवायचा, तो कुठे उडी मारेल
help-deblockle-walk = Tab, Shift+Tab, Enter: पर्यायांमधून जा, एक निवडा
help-deblockle-escape = Esc: एक पाऊल मागे (कलंडलेला ठोकळा परत)
help-hint = F3: सूचना (संगणकाची चाल, खेळण्यास तयार)
help-evaluation = F4: मूल्यमापन (कोण पुढे आहे), चालू किंवा बंद
help-review = F5: डावाचे परीक्षण (संगणक प्रत्येक चालीला गुण देतो)
help-analyse = F6: मोकळेपणाने शोधा: सर्व बाजू तुमच्या, कोणताही प्रोग्राम उत्तर देत नाही
help-play-on = F7: येथून संगणकाविरुद्ध पुढे खेळा (तो इतर बाजू घेतो)

## टेबलावरील बटणे
hud-moves = चाली
tree-promote = वर न्या
tree-delete = काढून टाका
tree-comment-hint = या चालीवर तुमची टिप्पणी
hud-undo = पूर्ववत  Ctrl+Z
hud-undo-pad = पूर्ववत
hud-redo = पुन्हा करा  Ctrl+Y
hud-redo-pad = पुन्हा करा
hud-start = |< सुरुवात
hud-end = शेवट >|
hud-save = जतन करा
hud-menu = मेनू
hud-rematch = पुन्हा खेळा

## टेबलावर Deblockle
deblockle-hint-idle = तुमच्या ठोकळ्यांपैकी एक क्लिक करा (ते चमकत आहेत), किंवा Tab दाबा.
deblockle-hint-block = ठोकळा कलंडवण्यासाठी हिरवे घर क्लिक करा. पुन्हा निवडण्यासाठी Esc.
deblockle-hint-tipped = वर { $face } आहे: तिथे उडी मारण्यासाठी निळे घर क्लिक करा. कलंडणे परत घेण्यासाठी Esc.
deblockle-off-board = पटाबाहेर: सोनेरी { $gold }/{ $gold-total }, मोरपंखी { $teal }/{ $teal-total }

## टेबलावर Hive
game-over = डाव संपला
hint-game-over = मागे पाहण्यासाठी पूर्ववत करा, किंवा पुन्हा खेळा.
waiting-for = { $player } यांची वाट पाहत आहे.
no-games-folder = या सिस्टमवर जतन केलेल्या डावांसाठी फोल्डर नाही
seat-person = व्यक्ती
seat-computer = संगणक ({ $level })
seat-engine = इंजिन { $name }
hive-queen-sides = राणीच्या बाजू  Q
hive-queen-sides-pad = राणीच्या बाजू
hive-pass = पाळी सोडा  P
hive-export = निर्यात करा
hive-exported = खेळ PGN (Mzinga, hivegame.com) म्हणून { $path } येथे जतन केला
hive-not-exported = निर्यात झाले नाही: { $error }
hive-passed = { $player } यांना वैध चाल नव्हती, म्हणून त्यांनी पाळी सोडली.
hive-player = { $colour } ({ $seat })
hive-turn = { $player } यांची खेळी, फेरी { $turn }
hive-hint-must-pass = { $player } यांना वैध चाल नाही: पाळी सोडा दाबा.
hive-hint-picked = { $piece }: जाण्यासाठी { $count ->
    [one] { $count } जागा
   *[other] { $count } जागा
}. हिरवी जागा क्लिक करा, किंवा Esc.
hive-hint-idle = तुमच्या फरश्यांपैकी एक क्लिक करा, राखीव साठ्यातील किंवा पोळ्यातील.
hive-wins = { $player } जिंकले: { $loser } राणीला वेढा पडला.
hive-draw-queens = बरोबरी: दोन्ही राण्यांना वेढा पडला.
hive-draw-agreed = बरोबरी, खेळाडूंच्या संमतीने.
hive-draw-repetition = बरोबरी: तीच स्थिती तिसऱ्यांदा.
opponent-failed = { $who } चाल खेळू शकले नाही ({ $reason }). आता तुम्ही { $colour } खेळा.
hive-engine-missing = आधी इंजिनची आज्ञा (त्याच्या प्रोग्रामचा मार्ग) टाइप करा.
hive-engine-command = इंजिनची आज्ञा (UHP इंजिन: Mzinga, nokamute...):
list-and = { $first } आणि { $rest }
list-comma = { $first }, { $rest }

## टेबलावर Blokus 3D
blokus-turn-r = फिरवा R
blokus-turn-r-pad = फिरवा { $x }
blokus-tip-f = कलंडवा F
blokus-tip-f-pad = कलंडवा { $y }
blokus-roll-g = लोळवा G
blokus-roll-g-pad = लोळवा { $rt }
blokus-spots = जागा H
blokus-spots-pad = जागा
blokus-limits = मर्यादा L
blokus-limits-pad = मर्यादा
blokus-top = वरून T
blokus-top-pad = वरून
blokus-out = { $colours } आता एकही तुकडा ठेवू शकत नाही: खेळातून बाहेर.
blokus-game-over = डाव संपला: कोणीही तुकडा ठेवू शकत नाही
blokus-turn = { $colour } ठेवणार (खेळाडू { $player }, { $seat })
blokus-score = { $colour } { $score }
blokus-scores-heading = गुण:
blokus-hint-idle = { $colour } च्या ट्रेमधील तुकडा क्लिक करा (किंवा 1-9, 0, Tab दाबा), मग तो फिरत्या टेबलावर धरा.
blokus-hint-in-hand = हातात { $piece }: तो फिरत्या टेबलावर धरा.
blokus-hint-fits = { $piece } इथे बसतो, { $cubes ->
    [0] फिरत्या टेबलावर टेकून
    [one] { $cubes } घनावर टेकून
   *[other] { $cubes } घनांवर टेकून
}: ठेवण्यासाठी क्लिक करा. R, F, G त्याला फिरवतात.
blokus-hint-refused = { $piece }: { $reason }
blokus-player = खेळाडू { $number }
blokus-player-score = खेळाडू { $number }: { $score }
blokus-wins = { $winners } जिंकले ({ $scores })
blokus-shared = विजय विभागून: { $winners } ({ $scores })
blokus-structure-a = A मनोरा
blokus-structure-b = B भिंत
blokus-structure-c = C पायऱ्या
blokus-structure-d = D पिरॅमिड

## जतन केलेले डाव
games-title = जतन केलेले डाव
games-none = अजून कोणताही डाव जतन केलेला नाही: टेबलावरील जतन करा डाव इथे ठेवते.
games-folder = डाव { $folder } येथे ठेवले जातात. तो उघडण्यासाठी तिथे एखादी नोंद कॉपी करा (`tabletop-cli deblockle match --record` मधून, किंवा मित्राकडून). hivegame.com, Mzinga (.pgn) आणि BoardSpace (.sgf) वरचे Hive चे डावही उघडतात.
games-entry = { $name }: { $game }, { $moves ->
    [one] { $moves } चाल
   *[other] { $moves } चाली
}, { $end }
games-entry-blokus = { $name }: Blokus 3D, { $pieces ->
    [one] { $pieces } तुकडा
   *[other] { $pieces } तुकडे
}, { $end }
games-won = { $player } जिंकले
games-drawn = बरोबरी
games-unfinished = अपूर्ण
games-over = संपलेला
games-unreadable = उघडता येत नाही: { $detail }
games-reading = जतन केलेले खेळ वाचत आहे: { $total } पैकी { $read }…

## Deblockle ची तयारी
setup-dice-failed = फासे टाकता आले नाहीत; मेनूमधून नवा डाव सुरू करा.
setup-turn-left = डावीकडे फिरवा  Shift+R
setup-turn-right = उजवीकडे फिरवा  R
setup-turn-right-pad = उजवीकडे फिरवा  { $x }
setup-done = झाले  Enter
setup-done-pad = झाले  { $a }
setup-computer-rolls = संगणक { $owner } चे ठोकळे टाकत आहे
setup-computer-places = संगणक { $owner } चे ठोकळे ठेवत आहे
setup-rolls = { $roller }, { $owner } चे ठोकळे टाका
setup-places = { $roller }, { $owner } चे ठोकळे ठेवा
setup-hint-tumble = ते ट्रेमध्ये घरंगळतात; तिरका थांबलेला ठोकळा पुन्हा टाकला जातो.
setup-rolled = पडले: { $faces }
setup-hint-at-random = यादृच्छिकपणे ठेवले.
setup-hint-watch = ते कुठे ठेवते ते पाहा: घरे आणि दिशा तेच निवडते.
setup-friend-rolls = तुमचा मित्र { $owner } चे ठोकळे फेकत आहे
setup-friend-places = तुमचा मित्र त्याच्या संगणकावर { $owner } चे ठोकळे ठेवत आहे
setup-hint-friend = तीच फेक त्याच्या पडद्यावरही पडते; तो पूर्ण दाबल्यावर त्याची मांडणी येते.
setup-fell-otherwise = मित्राच्या संगणकावर फासे वेगळे पडले: त्याला दिसते तशी त्याची फेक ग्राह्य.
setup-hint-all-placed = सर्व ठेवले. कोणताही ठोकळा R ने फिरवा, हलवा, किंवा झाले दाबा.
setup-hint-drag = प्रत्येक ठोकळा { $owner } च्या चमकणाऱ्या घरावर ओढा, किंवा ठोकळा आणि मग घर क्लिक करा.
setup-hint-turn = R किंवा चाक निवडलेला ठोकळा फिरवते; पडलेली बाजू वरच राहते. कळा: Tab ठोकळा निवडते, Enter तो ठेवते, Space पुढे नेते.

## जतन करणे
save-title = डाव या नावाने जतन करा
save-hint = Enter जतन करते, Esc रद्द करते. डाव डावांच्या फोल्डरमध्ये जातो.
save-cancel = रद्द करा
save-done = या नावाने जतन केले: { $path }
save-failed = जतन झाले नाही: { $error }
autosave-unreadable = जतन केलेला डाव वाचता आला नाही ({ $error }). तो तसाच ठेवला आहे, आणि हे सत्र जतन होणार नाही.
autosave-failed = डाव जतन करता आला नाही ({ $error }); आधीचे जतन जसे होते तसेच ठेवले आहे.

## शिकवणी
tutorial-title = खेळत शिका
tutorial-intro = एक खेळ निवडा, मग त्याचे धडे टेबलावर खेळा. पूर्ण झालेले धडे पुन्हा खेळता येतात; कोणताही धडा वगळता येतो.
tutorial-lesson = { $number }. { $title }
tutorial-lesson-done = { $number }. { $title }  [पूर्ण]
tutorial-lesson-title = धडा { $number }: { $title }
tutorial-hint = सूचना
tutorial-restart = पुन्हा सुरू करा
tutorial-next = पुढचा धडा
tutorial-lessons = धडे
tutorial-unreadable = धडे वाचता आले नाहीत: { $detail }
progress-unreadable = प्रगती वाचता आली नाही ({ $error }); ती फक्त या वेळेपुरती ठेवली जाते.
lesson-complete = छान: धडा पूर्ण झाला.
goal-reach = ध्येय: एक ठोकळा { $square } वर न्या.
goal-remove = { $count ->
    [one] ध्येय: एक ठोकळा पटावरून काढा.
   *[other] ध्येय: { $count } ठोकळे पटावरून काढा.
}
goal-win = ध्येय: तुमचा शेवटचा ठोकळा काढा आणि जिंका.
goal-deblockle = ध्येय: प्रतिस्पर्ध्याला एकही चाल उरू देऊ नका.
paragraphs = { $first }

    { $rest }

# सूचना: चाल करणाऱ्या खेळाडूसाठी संगणकाची चाल, आणि का.
hud-hint = सूचना  F3
hud-hint-pad = सूचना
hint-thinking = सूचना शोधत आहे...
hint-none = सूचना नाही: खेळण्यासाठी कोणतीही चाल नाही.
hint-move = सूचना: { $move }. { $reason }
hint-wins-now = ही चाल लगेच जिंकते.
hint-wins-in = { $turns ->
    [one] ही चाल पुढच्या पाळीत जिंकते.
   *[other] ही चाल { $turns } पाळ्यांत जिंकते.
}
hint-holds-out = { $turns ->
    [one] उत्तम खेळात हा डाव हरलेला आहे; ही चाल सर्वाधिक काळ टिकते (1 पाळी).
   *[other] उत्तम खेळात हा डाव हरलेला आहे; ही चाल सर्वाधिक काळ टिकते ({ $turns } पाळ्या).
}
hint-draws = ही चाल बरोबरी राखते.
hint-chance = या चालीने तुमची शक्यता { $percent } % आहे.
hint-takes-block-off = ही चाल एक ठोकळा पटावरून काढते. { $then }

eval-wins-in = { $turns ->
    [one] { $player } पुढच्या चालीत जिंकतात.
   *[other] उत्तम खेळात { $player } { $turns } पाळ्यांत जिंकतात.
}
eval-drawn = उत्तम खेळात बरोबरी.
eval-game-drawn = डाव बरोबरीत सुटला.
eval-chances = खेळी { $player } यांची: शक्यता { $percent } %.
eval-thinking = संगणक स्थितीचे मूल्यमापन करत आहे...
eval-solving = प्रत्येकी एका ठोकळ्याचा शेवट सोडवला जात आहे (काही सेकंद): निकाल अचूक असेल.
deblockle-endgames-building = संगणक (कठीण) तीन ठोकळ्यांचे प्रत्येक शेवट एकदाच सोडवत आहे (काही मिनिटे): { $percent } %
eval-line = संगणकाला अपेक्षित: { $line }

hud-review = परीक्षण  F5
hud-review-pad = परीक्षण
review-title = परीक्षण
review-close = बंद करा
review-nothing = परीक्षणासाठी अजून एकही चाल नाही.
review-failed = परीक्षण पूर्ण होण्यापूर्वी थांबले.
review-progress = संगणक डाव तपासत आहे: { $total } पैकी { $done } स्थिती.
review-summary = { $player }: { $best } उत्तम, { $good } चांगल्या, { $inaccuracy } अचूक नसलेल्या, { $mistake } चुका, { $blunder } घोडचुका.
review-next = चाल { $number }, { $player }: { $move }, { $mark }.
review-better = संगणकाची चाल { $move } होती: ती खेळण्यास तयार दाखवली आहे. पुन्हा करा डावातली चाल खेळते. V ती पर्यायी चाल म्हणून ठेवते.
review-end = डावाचा शेवट. पूर्ववत करा डावात मागे नेते.
review-mark-best = उत्तम
review-mark-good = चांगली
review-mark-inaccuracy = अचूक नसलेली
review-mark-mistake = चूक
review-mark-blunder = घोडचूक

menu-position = स्थितीतून
position-title = एका स्थितीतून खेळा किंवा परीक्षण करा
position-hint-deblockle = Deblockle स्थिती टाइप करा किंवा चिकटवा: 7 ते 1 प्रत्येक ओळ, मग खेळी कोणाची (g किंवा t), उदाहरणाप्रमाणे. वरचे पर्याय कोण खेळते ते ठरवतात.
position-hint-hive = UHP GameString चिकटवा (Base;InProgress;White[3];wS1;bG1 -wS1;...), Hive प्रोग्राम निर्यात करतात तसा. वरचे पर्याय कोण खेळते ते ठरवतात.
position-hint-blokus3d = Blokus 3D स्थिती चिकटवा: रचना आणि खेळाडू, मग प्रत्येक ठेवणे (A-2; L4:5@3,2; ...). वरचे पर्याय कोण खेळते ते ठरवतात.
position-open = उघडा
position-refused = ही स्थिती नाही: { $reason }
editor-how = घरावर क्लिक करा: सोनेरी ठोकळा, निळसर ठोकळा, रिकामे. उजवा क्लिक किंवा फिरवा: ठोकळ्याची पुढची दिशा (वरची बाजू / उत्तर बाजू).
editor-turn-block = ठोकळा फिरवा
editor-to-move = खेळी { $player } यांची
setting-up-begin = मांडणी  F8
setting-up-begin-pad = मांडणी
setting-up-title = स्थिती मांडा
setting-up-how-deblockle = घरावर क्लिक: सोनेरी ठोकळा, निळसर ठोकळा, रिकामे. उजवे क्लिक किंवा R ठोकळा फिरवते.
setting-up-how-hive = राखीव ढीग, मग षट्कोन: त्याची फरशी तिथे जाते. फक्त फरशी: तुमच्या हातात. उजवे क्लिक: परत राखीव ढिगात.
setting-up-how-blokus = तुकडे जिथे टेकू शकतात तिथे जातात, कशालाही टेकले तरी. स्तंभावर उजवे क्लिक: वरचा तुकडा बाहेर.
setting-up-pass-blokus = पुढचा रंग  N
setting-up-pass-blokus-pad = पुढचा रंग
setting-up-out-blokus = बाहेर / आत  O
setting-up-out-blokus-pad = बाहेर / आत
setting-up-cancel-blokus = रद्द करा
setting-up-in-hand = हातात: { $player } { $bug }. षट्कोनावर क्लिक करा.
setting-up-pass = चाल द्या  T
setting-up-pass-pad = चाल द्या
setting-up-friend = मित्राशी खेळा
setting-up-computer = संगणकाशी खेळा
setting-up-cancel = रद्द करा  Esc
setting-up-cancel-pad = रद्द करा  { $b }
setting-up-cannot-arise = कोणताही डाव या स्थितीपर्यंत पोहोचत नाही: { $reason }
analyse-here = विश्लेषण पट: आता सर्व बाजू तुमच्या; तुम्ही करून पाहिलेल्या चालींना कोणताही प्रोग्राम उत्तर देत नाही. जतन करा डाव ठेवते.
play-on = येथून संगणक ({ $level }) तुमची सोडून सर्व बाजू खेळतो.

## कोडी
puzzles-title = कोडी
puzzles-intro = प्रत्येक कोड्याचे एकच बरोबर उत्तर असते. प्रतिस्पर्ध्याच्या खेळी आपोआप खेळल्या जातात; चुकलेल्या खेळीला उत्तर दिले जाते आणि मग ती मागे घेतली जाते.
puzzles-streak = सलग यश: पहिल्याच प्रयत्नात सलग { $streak } सोडवली (सर्वोत्तम { $best })
puzzles-next-unsolved = पुढचे न सोडवलेले कोडे
puzzles-level = पातळी { $level }: { $total } पैकी { $solved } सोडवली
puzzles-unreadable = काही कोडी सापडली नाहीत: { $detail }
puzzle-title = कोडे { $number }, पातळी { $level }
puzzle-goal-win = { $turns ->
    [one] { $player } यांची खेळी: याच पाळीत जिंका.
   *[other] { $player } यांची खेळी: { $opponent } काहीही खेळले तरी { $turns } पाळ्यांत जिंका.
}
puzzle-goal-take-off = { $turns ->
    [one] { $player } यांची खेळी: { $square } वरचा ठोकळा याच पाळीत पटावरून काढा.
   *[other] { $player } यांची खेळी: { $opponent } काहीही खेळले तरी { $square } वरचा ठोकळा { $turns } पाळ्यांत पटावरून काढा.
}
puzzle-goal-escape = { $player } यांची खेळी: { $opponent } तुम्हाला खेळीशिवाय अडकवणार आहेत. अशी खेळी करा की कोणत्याही उत्तराने तुम्ही अडकणार नाही.
puzzle-goal-draw = { $player } यांची खेळी: { $opponent } यांच्या सर्वोत्तम खेळापुढे एक सोडून प्रत्येक खेळी हरते. बरोबरी टिकवणारी खेळी शोधा.
puzzle-hint = सूचना
puzzle-solution = उत्तर
puzzle-retry = पुन्हा
puzzle-next = पुढचे कोडे
puzzle-list = कोडी
puzzle-hint-given = उजळलेला मोहरा पुढे चालतो.
puzzle-missed = ही नव्हे.
puzzle-refuted = ही नव्हे: { $move } तिला उत्तर देते. पुन्हा प्रयत्न करा.
puzzle-solved = सुटले!
puzzle-shown = हेच उत्तर आहे.

## घड्याळ
clock-none = नाही
clock-fischer = { $control }
clock-per-move = प्रत्येक खेळीला { $seconds } सेकंद
clock-face = { $player } { $time }
clock-face-running = • { $player } { $time }
clock-faces = { $first }     { $rest }
wins-on-time = प्रतिस्पर्ध्याची वेळ संपल्याने { $player } जिंकले
wins-by-resignation = { $player } जिंकले: { $loser } ने हार मानली
blokus-out-on-time = { $colour } ची वेळ संपली: खेळातून बाहेर.
blokus-out-resigned = { $colour } ने हार मानली: खेळातून बाहेर.
clock-custom = लिहिलेले: { $control }
clock-custom-hint = प्रत्येकी मिनिटे + प्रत्येक खेळीला सेकंद, उदा. 7+2 (0+20: प्रत्येक खेळीला वीस सेकंद)
games-timed = { $entry }, घड्याळ { $control }
announce-move = { $player } ने { $move } खेळले

## The new-game options (the menu's second page)
options-players = खेळाडू
options-rules = नियम आणि प्रकार
options-setup = तयारी
options-count = { $count }
options-less = –
options-more = +
options-person = या पडद्यासमोरील कोणी
options-computer = संगणक, { $level }
options-engine = UHP इंजिन
options-at-random = यादृच्छिक
options-opponent = प्रतिस्पर्धी
options-opponent-about = या पडद्यासमोरील कोणाशी, सहापैकी एका पातळीवरील संगणकाशी (किंवा तुमच्या ताकदीच्या पातळीवरील), किंवा दुसऱ्या संगणकावरील मित्राशी खेळा.
options-computer-side = प्रतिस्पर्धी खेळतो
options-computer-side-about = संगणक किंवा तुमचा मित्र जो रंग खेळतो तो; दुसरा तुमचा.
options-no-adjacent = शेजारी ठोकळे नाहीत
options-no-adjacent-about = खेळी प्रतिस्पर्ध्याच्या ठोकळ्याशेजारी संपू शकत नाही.
options-tip-without-hop = उडीला जागा नसलेले कलंडणे
options-tip-without-hop-about = कलंडलेल्या ठोकळ्याच्या चिन्हाला उडीसाठी जागा नसेल तर: खेळीला परवानगी नाही, किंवा ठोकळा कलंडला तिथेच राहतो.
options-tip-forbid = परवानगी नाही
options-tip-stay = जागीच राहतो
options-repetition = तीनदा पुनरावृत्ती झाल्यास बरोबरी
options-repetition-about = तीच स्थिती तिसऱ्यांदा, त्याच खेळाडूच्या खेळीसह, आली तर खेळ बरोबरीत संपतो.
options-gold-blocks = सोनेरीचे ठोकळे
options-gold-blocks-about = सोनेरी किती ठोकळ्यांनी खेळतो: पटावरून काढायला कमी ठोकळे म्हणजे कमकुवत खेळाडूला सुरुवातीची आघाडी.
options-teal-blocks = मोरपंखीचे ठोकळे
options-teal-blocks-about = मोरपंखी किती ठोकळ्यांनी खेळतो: पटावरून काढायला कमी ठोकळे म्हणजे कमकुवत खेळाडूला सुरुवातीची आघाडी.
options-first = पहिली खेळी
options-first-about = पहिली खेळी कोण करतो; यादृच्छिक असल्यास खेळ सुरू होताना ठरतो.
options-placing = ठोकळे ठेवणे
options-placing-about = फासे टाकल्यानंतर ठोकळे सुरुवातीच्या चौकोनांवर स्वतः ठेवा, किंवा ते लगेच यादृच्छिकपणे ठेवू द्या.
options-placing-by-hand = हाताने
options-placing-quick = जलद, यादृच्छिक
options-roll-animation = फासे टाकण्याचे सजीवीकरण
options-roll-animation-about = सुरुवातीला ठोकळे फेकलेले दाखवा, किंवा ते लगेच ठेवा.
options-hive-seat-about = हा रंग कोण खेळतो: या पडद्यासमोरील कोणी, एखाद्या पातळीवरील संगणक, किंवा UHP इंजिन (त्याची आज्ञा खाली टाइप करा).
options-tournament = स्पर्धेचा नियम
options-tournament-about = कोणीही आपल्या पहिल्या फेरीत राणी मधमाशी ठेवू शकत नाही.
options-mosquito-about = डास जोडतो (विस्तार): तो स्पर्श करत असलेल्या कोणत्याही किड्यासारखा चालतो.
options-ladybug-about = लेडीबग जोडतो (विस्तार): पोळ्यावरून दोन पावले, मग एक खाली.
options-pillbug-about = पिलबग जोडतो (विस्तार): तो शेजाऱ्याला स्वतःवरून उचलू शकतो.
options-players-count = खेळाडू
options-players-count-about = किती खेळतात: दोन, तीन किंवा चार, किंवा प्रत्येकी दोन रंगांसह दोन.
options-two-colours-each = 2, प्रत्येकी दोन रंग
options-seat = खेळाडू { $number }
options-blokus-seat-about = ही जागा कोण खेळतो: या पडद्यासमोरील कोणी, किंवा सहापैकी एका पातळीवरील संगणक (किंवा तुमच्या ताकदीच्या पातळीवरील).
options-structure = रचना
options-structure-about = सगळे मिळून बांधतात तो आकार; वरून दिसणाऱ्या त्याच्या चौकोनांचे गुण मोजले जातात.
options-clock = घड्याळ
options-clock-about = प्रत्येक खेळाडूचा वेळ: नाही, ठरलेला (प्रत्येकी मिनिटे + प्रत्येक खेळीला जोडलेले सेकंद), किंवा टाइप केलेला.
clock-typed-in = टाइप केलेला

## Playing a friend on another computer: why a joiner was refused
net-refused-no-hello = दुसऱ्या संगणकाने आपण कोण आहोत ते सांगितले नाही.
net-refused-other-version = तुमच्या मित्राचे tabletop वेगळ्या आवृत्तीचे आहे ({ $theirs }; हे { $ours } आहे): दोघांकडे एकच आवृत्ती हवी.
net-refused-wrong-secret = हे आमंत्रण आता वैध नाही: मित्राकडून नवीन आमंत्रण मागा.
net-refused-table-full = टेबल भरले आहे.
net-refused-other-game = तुमच्या मित्राच्या संगणकावर या खेळापेक्षा वेगळा खेळ आहे: तो पुढे चालू शकत नाही.

## दुसऱ्या संगणकावरील मित्राशी खेळणे
seat-friend = दुसरीकडील मित्र
options-friend = दुसऱ्या संगणकावरील मित्र
menu-join-friend = मित्राच्या डावात सामील व्हा
join-title = मित्राच्या डावात सामील व्हा
join-about = मित्राने पाठवलेले आमंत्रण चिकटवा, मग सामील व्हा निवडा.
join-paste = चिकटवा
join-join = सामील व्हा
join-connecting = मित्राच्या संगणकाशी जोडत आहे…
join-not-an-invitation = हे आमंत्रण नाही: आमंत्रण "tabletop-" ने सुरू होते.
join-damaged = कॉपी करताना आमंत्रण बदलले किंवा कापले गेले: ते पुन्हा पूर्ण कॉपी करा.
join-unreadable = हे आमंत्रण tabletop च्या दुसऱ्या आवृत्तीचे आहे.
join-host-left = मित्राच्या संगणकाने जोडणी बंद केली.
join-other-game = मित्र { $game } देत आहे, जो खेळ या tabletop मध्ये नाही.
join-nearby = या नेटवर्कवरील टेबल
join-nearby-looking = या नेटवर्कवर टेबल शोधत आहे…
join-nearby-off = या नेटवर्कवरील टेबल शोधले जात नाहीत: हा tabletop या संगणकापुरताच ठेवला आहे.
join-nearby-table = { $name } सोबत { $game }
net-failed = नेटवर्क अयशस्वी: { $reason }
net-no-undo = दोनपेक्षा जास्त जण अनेक संगणकांवर खेळत असताना चाल मागे घेता येत नाही.
net-waiting = मित्राची वाट पाहत आहे: तो टेबलवर येईपर्यंत काहीही खेळले जात नाही.
net-turned-away = कोणालातरी नाकारले: { $reason }
net-flood = { $name } खूप जास्त पाठवत आहे: त्यातील काही टाकून दिले.
net-garbled = { $name } ने संदेश नसलेले काहीतरी पाठवले: जोडणी बंद केली.
net-away = { $name } दूर आहे: परत येण्याची वाट पाहत आहे.
net-name = { $name }
net-the-host = तुमचा मित्र
net-visitor = पाहुणा { $number }
net-joined = { $name } सामील झाला.
net-back = { $name } परत आला.
net-move-refused = दुसऱ्या संगणकावरील चाल ({ $move }) नाकारली: { $reason }
net-not-its-turn = त्यांची पाळी नाही.
net-setup-refused = मित्राची मांडणी नाकारली: { $reason }
net-not-preparing = मांडणी चालू नसताना मांडणीची पायरी आली.
net-not-begun = खेळ अजून सुरू झालेला नाही: मांडणी पूर्ण झाल्यावर तो सुरू होईल.
net-chat = { $name }: { $line }
net-resigned = { $name } ने हार मानली.
net-resign = हार माना
net-offer-draw = बरोबरी सुचवा
net-resign-confirm = हा डाव सोडायचा?
net-resign-yes = हार माना
net-resign-no = खेळ सुरू ठेवा
net-draw-offers = { $name } बरोबरी सुचवत आहे.
net-draw-accept = बरोबरी मान्य
net-draw-decline = खेळ सुरू ठेवा
net-draw-offered = तुम्ही बरोबरी सुचवली: मित्राच्या उत्तराची वाट.
net-draw-waiting = बरोबरी आधीच सुचवली आहे: उत्तराची वाट पाहा.
net-draw-accepted = मित्राने मान्य केले: डाव बरोबरीत.
net-draw-declined = मित्राने बरोबरी नाकारली: खेळ सुरू.
net-no-draw = या खेळात खेळाडूंच्या संमतीने बरोबरी होत नाही.
net-rematch-offered = तुम्ही पुन्हा डाव सुचवला: मित्राच्या उत्तराची वाट.
net-rematch-waiting = पुन्हा डाव आधीच सुचवला आहे: उत्तराची वाट पाहा.
net-no-rematch = डाव संपल्यावर, दोघांच्या टेबलवर पुन्हा डाव सुचवता येतो.
net-help-agreed = तुम्ही आणि मित्र दोघांनीही या टेबलवर सूचना आणि मूल्यमापनाला परवानगी दिली.
net-rematch-offers = { $name } रंग बदलून पुन्हा डाव सुचवत आहे.
net-rematch-yes = पुन्हा खेळा
net-rematch-no = नको, धन्यवाद
net-rematch-declined = मित्राने पुन्हा डाव नाकारला.
net-rematch-accepted = मित्राने मान्य केले: रंग बदलून नवा डाव सुरू.
net-rematch-begins = रंग बदलून नवा डाव सुरू.
net-games-differ = दोन संगणकांवर वेगवेगळे डाव आहेत (तिथे { $theirs } चाली, इथे { $ours }): डाव पुढे चालू शकत नाही.
net-opening = मित्रांसाठी टेबल उघडत आहे…
net-send-invitation = हे आमंत्रण मित्राला पाठवा: तो सामील झाल्यावर डाव सुरू होईल.
net-reconnecting = मित्राची वाट पाहत आहे… पुन्हा जोडत आहे
net-checking = दोन्ही संगणकांवर एकच डाव आहे हे तपासत आहे…
net-playing-with = दुसऱ्या संगणकावरील { $names } शी खेळत आहात.
net-copy = आमंत्रण कॉपी करा
net-copied = आमंत्रण क्लिपबोर्डवर आहे.
net-copy-failed = आमंत्रण कॉपी करता आले नाही: { $reason }
net-no-help = दुसऱ्या संगणकावरील मित्राशी डावात सूचना, मूल्यांकन किंवा संगणक नाही.
net-no-redo = दुसऱ्या संगणकावरील मित्राशी डावात मागे घेतलेल्या चाली पुन्हा खेळल्या जात नाहीत.
net-undo-waiting = तुमच्या मित्राने अजून उत्तर दिलेले नाही.
net-undo-asked = शेवटची चाल मागे घेण्याबद्दल मित्राला विचारले आहे.
net-undo-asks = { $name } शेवटची चाल मागे घेण्याची विनंती करत आहे.
net-undo-declined = मित्राने नकार दिला: चाल तशीच राहते.
net-undo-accepted = मित्र तयार झाला: शेवटची चाल मागे घेतली.
net-undo-accept = मागे घ्या
net-undo-decline = राहू द्या
net-chat-hint = Enter मित्रांना एक ओळ पाठवते.
settings-group-network = नेटवर्क
settings-relay = रिले
settings-relay-about = दोन संगणक एकमेकांपर्यंत थेट पोहोचू शकत नसताना दुसऱ्या संगणकावरील मित्राशी डाव कुठून जातो. तुम्ही टेबल उघडेपर्यंत किंवा सामील होईपर्यंत काहीही कुठेही पाठवले जात नाही.
settings-relay-public = सार्वजनिक रिले (iroh चे)
settings-relay-none = काहीही नाही: फक्त स्थानिक नेटवर्क आणि थेट पत्ते
settings-relay-own = माझा स्वतःचा रिले
settings-relay-address = तुमच्या रिलेचा पत्ता (https://…)
settings-friends-help = मित्रांसोबत सूचना
settings-friends-help-about = दुसऱ्या संगणकावरील मित्रासोबतच्या टेबलवर सूचना आणि मूल्यमापन, मित्रानेही ते चालू केले तर. बंद असल्यास कोणत्याही बाजूला मदत नाही.
net-claim-offer = तुमचा मित्र बराच वेळ दूर आहे: तुम्ही डाव जिंकल्याचा दावा करू शकता (वेळेवर), किंवा वाट पाहू शकता.
net-claim = डावाचा दावा करा
net-claimed = तुम्ही डावाचा दावा केला: मित्राची वेळ संपली.
net-no-jump = दुसऱ्या संगणकावरील मित्राशी डाव दोन्ही संगणकांवर शेवटच्या चालीवरच राहतो.
net-time-out-refused = चाल असलेल्या खेळाडूची नसलेली वेळ-समाप्ती नाकारली.
net-resign-refused = पाठवणारा खेळत नसलेल्या जागेसाठी आलेली हार मान्य करणे नाकारले.

## When the game stops on an error (a message box on Windows)
failure-title = tabletop थांबले
failure-no-graphics = tabletop ला चित्र काढण्यासाठी वापरता येईल असा ग्राफिक्स अ‍ॅडॉप्टर सापडला नाही (त्याला Vulkan, DirectX 12 किंवा Metal लागते). ग्राफिक्स ड्रायव्हर अद्ययावत केल्याने बहुधा मदत होते.
failure-panic = काहीतरी चुकल्यामुळे tabletop थांबले: { $what }
failure-error = एका त्रुटीमुळे tabletop थांबले.
failure-log = या वेळच्या चालण्यातील इशारे आणि त्रुटी { $log } मध्ये ठेवल्या आहेत.
