# How a game ended, as the history and the Record screen say it.
how-won = ayon sa mga tuntunin
how-time = sa oras
how-scored = sa puntos
how-no-moves = tabla: walang panig na makagalaw
how-repetition = tabla dahil sa pag-uulit
how-move-cap = tabla sa hangganan ng mga galaw
how-agreed = tabla sa kasunduan
how-both-surrounded = tabla: parehong napaligiran ang mga Reyna
# The history's and the players' files.
kept-set-aside = Hindi mabasa ang isang sirang file ({ $error }). Itinabi ito bilang { $file }, at nagsimula ng bago.
history-unreadable = Hindi mabasa ang kasaysayan ng mga laro ({ $error }); itatago lang ang mga laro sa run na ito.
players-unreadable = Hindi mabasa ang mga manlalaro ({ $error }); itatago lang ang mga rating sa run na ito.
# The Record screen.
menu-record = Rekord
record-title = Ang iyong rekord
record-intro = Dito itinatago ang bawat natapos na laro. Iisang sukatan ang mga rating at ang mga antas ng computer: 0 ang manlalarong gumagalaw nang random.
record-none = Wala pang natatapos na laro ng ganitong uri.
record-results = { $won } panalo, { $drawn } tabla, { $lost } talo · { $streak } sunod-sunod na panalo (pinakamahusay { $best })
record-person-rated = { $name }: { $rating } ± { $margin } · { $results } · pantay ang tsansa laban sa antas na { $level }
record-person = { $name }: wala pang rating · { $results }
record-no-level = —
record-name = { $name }
record-of = { $name } (susunod na manlalaro)
record-chart-empty = Wala pang larong may rating
record-against = laban kay { $opponent }: { $won } panalo, { $drawn } tabla, { $lost } talo
record-won = nanalo si { $name } { $how }
record-versus = { $first } laban kay { $second }
record-game = { $when } · { $players } · { $result } · { $moves } galaw
record-view-players = Mga manlalaro
record-view-rating = Rating
record-view-opponents = Mga kalaban
record-view-latest = Mga huling laro
options-at-strength = ayon sa aking lakas

## Sino ang nakaupo sa harap ng screen, at ang mga naitabing manlalaro
options-names = Mga pangalan
options-person-name = Tao { $number }
options-person-name-about = Sino ang nakaupo sa harap ng screen, ayon sa pagkakasunod ng upuan. Ang kanilang mga laro at rating ay itinatabi sa pangalang ito; ang "bagong manlalaro…" ay nagdaragdag ng pangalan.
options-new-player = bagong manlalaro…
name-new-title = Bagong manlalaro
name-rename-title = Palitan ang pangalan ni { $name }
name-hint = I-type ang pangalan, saka pindutin ang Enter.
name-confirm = OK
name-empty = Kailangan ng pangalan ng kahit isang titik.
name-too-long = Hanggang { $most } na character lamang ang pangalan.
name-odd-character = Hindi puwede ang character na iyon sa pangalan.
name-taken = May manlalaro nang nagngangalang { $name }.
settings-players = Mga manlalaro
roster-title = Mga manlalaro
roster-empty = Wala pang naitabing manlalaro. Dito itinatabi ang mga pangalang pinili sa mga opsyon ng bagong laro, kasama ang kanilang rating.
roster-add = Magdagdag ng manlalaro
roster-close = Isara
roster-rename = Palitan ang pangalan
roster-remove = Alisin
roster-remove-question = Alisin si { $name }?
roster-remove-about = Makakalimutan ang kanilang rating. Mananatili ang kanilang mga laro sa iyong rekord, sa pangalang ito.
