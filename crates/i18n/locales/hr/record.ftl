# How a game ended, as the history and the Record screen say it.
how-won = po pravilima
how-time = na vrijeme
how-scored = po bodovima
how-no-moves = neriješeno: nijedna strana ne može potezati
how-repetition = neriješeno ponavljanjem
how-move-cap = neriješeno na granici poteza
how-agreed = neriješeno dogovorom
how-both-surrounded = neriješeno: obje su matice okružene
# The history's and the players' files.
kept-set-aside = Oštećena datoteka nije se mogla pročitati ({ $error }). Čuva se kao { $file }, a započeta je nova.
history-unreadable = Povijest partija nije se mogla pročitati ({ $error }); partije se čuvaju samo tijekom ovog pokretanja.
players-unreadable = Igrači se nisu mogli pročitati ({ $error }); rejtinzi se čuvaju samo tijekom ovog pokretanja.
# The Record screen.
menu-record = Rezultati
record-title = Tvoji rezultati
record-intro = Ovdje se čuva svaka završena partija. Rejtinzi dijele ljestvicu s razinama računala: igrač koji poteže nasumično ima 0.
record-none = Još nije završena nijedna partija ove igre.
record-results = { $won } pobjeda, { $drawn } neriješeno, { $lost } poraza · { $streak } pobjeda zaredom (najviše { $best })
record-person-rated = { $name }: { $rating } ± { $margin } · { $results } · jednake šanse protiv razine { $level }
record-person = { $name }: još bez rejtinga · { $results }
record-no-level = —
record-name = { $name }
record-of = { $name } (sljedeći igrač)
record-chart-empty = Još nema partija s rejtingom
record-against = protiv { $opponent }: { $won } pobjeda, { $drawn } neriješeno, { $lost } poraza
record-won = { $name } pobjeđuje { $how }
record-versus = { $first } protiv { $second }
record-game = { $when } · { $players } · { $result } · { $moves } poteza
record-view-players = Igrači
record-view-rating = Rejting
record-view-opponents = Protivnici
record-view-latest = Posljednje partije
options-at-strength = prema mojoj snazi

## Tko sjedi za ekranom, i spremljeni igrači
options-names = Imena
options-person-name = Osoba { $number }
options-person-name-about = Tko sjedi za ekranom, redom mjesta. Njihove partije i rejting čuvaju se pod ovim imenom; "novi igrač…" dodaje ime.
options-new-player = novi igrač…
name-new-title = Novi igrač
name-rename-title = Preimenuj: { $name }
name-hint = Upiši ime pa pritisni Enter.
name-confirm = U redu
name-empty = Ime treba barem jedno slovo.
name-too-long = Ime ima najviše { $most } znakova.
name-odd-character = Ime ne može sadržavati taj znak.
name-taken = Već postoji igrač imena { $name }.
settings-players = Igrači
roster-title = Igrači
roster-empty = Još nema spremljenih igrača. Imena odabrana u opcijama nove partije čuvaju se ovdje, s njihovim rejtingom.
roster-add = Dodaj igrača
roster-close = Zatvori
roster-rename = Preimenuj
roster-remove = Ukloni
roster-remove-question = Ukloniti igrača { $name }?
roster-remove-about = Njihov rejting se zaboravlja. Partije ostaju u tvojim rezultatima, pod ovim imenom.
