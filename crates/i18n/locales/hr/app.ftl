# Riječi same aplikacije: izbornici, prikazi za stolom, obavijesti.

## Zajedničke riječi
on = uključeno
off = isključeno
back = Natrag
level-random = nasumično
level-beginner = početnik
level-easy = lako
level-medium = srednje
level-advanced = napredno
level-hard = teško
to-move = Na potezu: { $player }
wins = Pobjeđuje: { $player }
drawn = Neriješeno
thinking = { $player } razmišlja{ $dots }
computer-to-move = Na potezu: { $player } (računalo)
hint-looking-through = Pregledavate partiju: Ponovi ide naprijed, Poništi natrag, Početak i Kraj skaču. Odigrajte potez da nastavite odavde.
hint-watch-computer = Pratite njegov potez. Ctrl+Z vraća vaš zadnji potez i njegov odgovor.
problem = { $detail }
named-problem = { $name }: { $detail }
curtain-preparing = Postavljam stol… { $ready } / { $total }

## Glavni izbornik
menu-players-two = 2 igrača
menu-players-two-to-four = 2 do 4 igrača
menu-about-deblockle = Prevrćite blokove i skačite kako kažu njihovi znakovi; pobjeđuje tko prvi skine sve svoje s ploče.
menu-about-hive = Opkolite protivničku maticu. Nema ploče: pločice čine košnicu.
menu-about-blokus3d = Gradite jednu građevinu zajedno; bodove daju polja vaše boje viđena odozgo.
menu-continue-game = { $game }, potez { $move }: { $players }
menu-continue-setup = { $game }, postavljanje: { $players }
menu-front-hint = Odaberite igru (ili strelicama, pa Enter) da vidite njezine opcije; Escape vraća natrag.
menu-hint-deblockle = Strelice gore i dolje biraju opciju, lijevo i desno je mijenjaju. Za stolom: kliknite blok, zatim kamo ga prevrnuti, zatim kamo skače.
menu-hint-hive = Strelice gore i dolje biraju opciju, lijevo i desno je mijenjaju. Za stolom: kliknite pločicu (u pričuvi ili u košnici), zatim zeleno polje.
menu-hint-blokus3d = Strelice gore i dolje biraju opciju, lijevo i desno je mijenjaju. Za stolom: kliknite dio u svojoj ladici, držite ga iznad okretnog stola (R, F, G ga okreću), kliknite da ga spustite.
menu-cannot-resume = Spremljena partija ne može se nastaviti: { $reason }
menu-nothing-to-continue = Nema partije za nastavak: posljednja je završena ili nijedna nije spremljena.
menu-continue = Nastavi
menu-play = Igraj
menu-tutorial = Vodič
menu-puzzles = Zagonetke
menu-games = Partije
menu-settings = Postavke
menu-quit = Izlaz

## Postavke
settings-title = Postavke
settings-hint = Pokažite na postavku da vidite što radi. Strelice gore i dolje biraju postavku, lijevo i desno je mijenjaju. Svaka se pamti za sljedeći put.
settings-unreadable = Postavke se nisu mogle pročitati ({ $error }). Koriste se zadane, a datoteka ostaje kakva jest.
settings-group-sound = Zvuk
settings-group-table = Za stolom
settings-group-reading = Riječi i boje
settings-group-screen = Zaslon
settings-percent = { $percent } %
settings-speed = { $speed }x
settings-volume = Glasnoća zvuka
settings-volume-about = Koliko glasno zvuče figure, kocke i obavijesti; 0 % je tišina.
settings-music-volume = Glasnoća glazbe
settings-music-volume-about = Koliko glasno svira glazba ispod igara; 0 % je tišina.
settings-animation-speed = Brzina animacije
settings-animation-speed-about = Koliko se brzo figure kotrljaju, klize i lete: 2x traje upola kraće, 0.5x dvostruko dulje.
settings-auto-turn = Kamera se okreće igraču
settings-auto-turn-about = Nakon svakog poteza kamera se okrene na stranu igrača na potezu, za dvoje za jednim zaslonom.
settings-evaluation = Procjena za stolom
settings-evaluation-about = Traka za stolom pokazuje tko je po procjeni računala u prednosti (F4 je pokazuje ili skriva tijekom igre).
settings-language = Jezik
settings-language-about = Jezik svih zaslona, lekcija i pravila; kao sustav slijedi vaše računalo.
settings-language-system = Kao sustav ({ $name })
settings-language-name = { $name }
settings-ui-scale = Veličina teksta
settings-ui-scale-about = Veličina teksta i svega na zaslonima, povrh sustavskog skaliranja prikaza.
settings-palette = Boje
settings-palette-about = Za svako oko: boje igrača razlikuju se uz svaki vid boja, a figura kojoj bi samo boja govorila čija je nosi znak.
settings-palette-standard = Svake igre svoje
settings-palette-colour-blind = Za svako oko
settings-fullscreen = Cijeli zaslon
settings-fullscreen-about = Igra ispunjava cijeli zaslon (F11 to mijenja u bilo kojem trenutku).
settings-frame-rate = Broj sličica
settings-frame-rate-about = Najviše toliko slika u sekundi: manje drži računalo hladnijim i tišim.
settings-frame-rate-free = Koliko zaslon dopušta
settings-frame-rate-cap = Najviše { $cap } u sekundi
settings-low-power = Štedni način
settings-low-power-about = Najviše 30 slika u sekundi, a jedna u sekundi dok je prozor u pozadini: za prijenosno računalo na bateriji.

## Tipke (F1)
help-reminder = F1: tipke
help-reminder-pad = { $select }: tipke
pad-cursor = pomakni
pad-press = odaberi
pad-back = natrag
pad-choose = sljedeći izbor
pad-menu = izbornik
keyboard-space = razmak
keyboard-delete = briši
keyboard-done = gotovo
keyboard-caret = kursor
keyboard-close = zatvori
pad-dpad = križna tipka
pad-cross = križić
pad-circle = kružić
pad-square = kvadratić
pad-triangle = trokutić
deblockle-hint-idle-pad = { $dpad }: do jednog od svojih blokova (svijetle), zatim { $a }; ili birajte s { $shoulders }.
deblockle-hint-block-pad = { $a } na zelenom polju prevrće blok na njega. { $b } za novi izbor.
deblockle-hint-tipped-pad = Gore je { $face }: { $a } na plavom polju skače onamo. { $b } vraća prevrtanje.
hive-hint-idle-pad = { $dpad }: do jedne od svojih pločica, zatim { $a }; ili birajte s { $shoulders } (i u pričuvi).
hive-hint-picked-pad = { $piece }: { $count ->
    [one] { $count } mjesto
    [few] { $count } mjesta
   *[other] { $count } mjesta
}. { $a } na zelenom polju ili { $b }.
blokus-hint-idle-pad = { $a } uzima dio iz ladice ({ $colour }; { $shoulders } biraju drugi), zatim ga { $dpad } drži iznad okretnog stola.
blokus-hint-fits-pad = { $piece } ovdje stane, { $cubes ->
    [0] leži na okretnom stolu
    [one] leži na { $cubes } kocki
    [few] leži na { $cubes } kocke
   *[other] leži na { $cubes } kocaka
}: { $a } ga spušta. { $x }, { $y }, { $rt } ga okreću.
save-hint-pad = { $a }: tipkovnica za ime. { $menu } sprema, { $b } odustaje. Partija ide u mapu partija.
menu-front-hint-pad = { $dpad } i { $a } biraju igru i pokazuju njezine opcije; { $b } vraća natrag.
menu-hint-deblockle-pad = { $dpad } gore i dolje bira opciju, lijevo i desno je mijenja. Za stolom: do bloka, pa { $a }, zatim gdje ga prevrnuti, zatim kamo skače.
menu-hint-hive-pad = { $dpad } gore i dolje bira opciju, lijevo i desno je mijenja. Za stolom: do pločice, pa { $a } (pričuva: { $shoulders }), zatim na zeleno polje.
menu-hint-blokus3d-pad = { $dpad } gore i dolje bira opciju, lijevo i desno je mijenja. Za stolom: { $a } uzima dio, { $dpad } ga drži iznad okretnog stola ({ $x }, { $y }, { $rt } ga okreću), { $a } ga spušta.
settings-hint-pad = { $dpad } gore i dolje bira postavku, lijevo i desno je mijenja. Svaka se pamti za sljedeći put.
hint-watch-computer-pad = Pratite njegov potez. { $menu }, zatim Poništi, vraća vaš zadnji potez i njegov odgovor.
setup-hint-drag-pad = { $dpad } stavlja blok na svijetleće polje igrača { $owner } i pomiče ga po njima.
setup-hint-turn-pad = { $x } okreće odabrani blok; bačena strana ostaje gore. { $shoulders } biraju drugi blok.
setup-hint-all-placed-pad = Sve je postavljeno. { $x } okreće odabrani blok, { $dpad } ga pomiče, { $a } je Gotovo.
help-title-pad = Tipke kontrolera
help-hides-pad = { $select } ovo skriva.
help-camera-orbit-pad = Desna palica: kruženje kamerom
help-undo-redo-pad = { $menu }, zatim Poništi ili Ponovi: poništi, ponovi
help-hint-pad = { $menu }, zatim Savjet: savjet (potez računala, pripremljen za igranje)
help-hive-click-pad = { $dpad } i { $a }: pločica (u pričuvi ili košnici), zatim zeleno polje
help-hive-tab-pad = { $shoulders }: kroz pločice koje se mogu pomaknuti, zatim kroz odredišta odabrane; { $a }: uzmi
help-hive-escape-pad = { $b }: pustite pločicu
help-blokus-click-pad = { $a }: uzmite dio; { $dpad }: držite ga iznad stupca; { $a }: spustite ga
help-blokus-take-pad = { $shoulders }: uzmite drugi dio
help-blokus-turn-pad = { $x }, { $y }, { $rt }: okretanje oko okomice, prevrtanje, kotrljanje
help-blokus-escape-pad = { $b }: vratite ga
help-deblockle-click-pad = { $dpad } i { $a }: blok, kamo ga prevrnuti, kamo skače
help-deblockle-walk-pad = { $shoulders }, { $a }: prolazak kroz izbore, odabir
help-deblockle-escape-pad = { $b }: korak natrag (vraća prevrnuti blok)
help-rules-pad = { $menu }, zatim Pravila: kako se igra ova igra
help-hive-queens-pad = { $menu }, zatim Strane matica: slobodne strane matica
help-hive-pass-pad = { $menu }, zatim Preskoči: preskoči potez (samo kad ništa drugo nije dopušteno)
help-blokus-aids-pad = { $menu }, zatim Mjesta, Granice, Odozgo: dopuštena mjesta, granice visine, pogled odozgo
guide-clicks = Gdje vodič kaže kliknite, kursor kontrolera i njegov pritisak čine isto.
guide-clicks-pad = Gdje piše kliknite: { $dpad } do onamo, zatim { $a }.
guide-read-on = Ima još dolje: kotačić miša ili PgDn za dalje.
guide-read-on-pad = Ima još dolje: { $lt } za dalje.
help-title = Tipke
help-hides = F1 ovo skriva.
help-camera-orbit = Povlačenje desnom tipkom, strelice: kruženje kamerom
help-camera-zoom = Kotačić, + i -: zumiranje
help-camera-pan = Shift + povlačenje desnom tipkom, W A S D: pomicanje
help-camera-home = Home, srednji klik: natrag na pogled na stol
help-fullscreen = F11: cijeli zaslon uključen ili isključen
help-undo-redo = Ctrl+Z, Ctrl+Y: poništi, ponovi
help-tree-walk = Ctrl+strelica lijevo, desno: natrag, naprijed kroz poteze; Ctrl+strelica gore, dolje: varijanta iznad, ispod
help-marks = Desni klik: zaokruži polje, šesterokut ili stupac; Ctrl+povlačenje desnom tipkom: strelica; isto ponovno je briše
help-set-up = F8: postavi poziciju na stolu, pa je igraj s prijateljem ili protiv računala
help-hive-click = Klik: pločica (u pričuvi ili košnici), zatim zeleno polje
help-hive-tab = Tab / Shift+Tab: kroz pločice koje se mogu pomaknuti, zatim kroz odredišta odabrane; Enter ili razmaknica: uzmi
help-hive-escape = Esc: pustite pločicu
help-hive-queens = Q: slobodne strane matica
help-hive-pass = P: preskoči potez (samo kad ništa drugo nije dopušteno)
help-blokus-click = Klik: dio u vašoj ladici, zatim mjesto gdje ga spustiti
help-blokus-take = 1-9, 0, Tab, Shift+Tab: uzmite dio
help-blokus-turn = R, F, G: okretanje oko okomice, prevrtanje, kotrljanje
help-blokus-escape = Esc: vratite ga
help-blokus-aids = H, L, T: dopuštena mjesta, granice visine, pogled odozgo
help-blokus-turntable = Q, E, povlačenje ruba: okretanje okretnog stola
help-deblockle-click = Klik: blok, kamo ga prevrnuti, kamo skače
help-deblockle-walk = Tab, Shift+Tab, Enter: prolazak kroz izbore, odabir
help-deblockle-escape = Esc: korak natrag (vraća prevrnuti blok)
help-hint = F3: savjet (potez računala, pripremljen za igranje)
help-evaluation = F4: procjena (tko vodi), uključeno ili isključeno
help-review = F5: analiza partije (računalo ocjenjuje svaki potez)
help-analyse = F6: slobodno istraživanje: sve strane su vaše, nijedan program ne odgovara
help-play-on = F7: nastavi odavde protiv računala (ono preuzima ostale strane)

## Gumbi za stolom
hud-moves = Potezi
tree-promote = Unaprijedi
tree-delete = Izbriši
tree-comment-hint = Vaš komentar na ovaj potez
hud-undo = Poništi  Ctrl+Z
hud-undo-pad = Poništi
hud-redo = Ponovi  Ctrl+Y
hud-redo-pad = Ponovi
hud-start = |< Početak
hud-end = Kraj >|
hud-save = Spremi
hud-menu = Izbornik
hud-rematch = Nova partija

## Deblockle za stolom
deblockle-hint-idle = Kliknite jedan od svojih blokova (svijetle) ili pritisnite Tab.
deblockle-hint-block = Kliknite zeleno polje da prevrnete blok na njega. Esc za novi izbor.
deblockle-hint-tipped = Gore je { $face }: kliknite plavo polje da skočite onamo. Esc vraća prevrtanje.
deblockle-off-board = Izvan ploče: Zlatni { $gold }/{ $gold-total }, Tirkizni { $teal }/{ $teal-total }

## Hive za stolom
game-over = Kraj igre
hint-game-over = Poništite potez da pogledate unatrag ili započnite novu partiju.
waiting-for = Čeka se: { $player }.
no-games-folder = ovaj sustav nema mapu za spremljene partije
seat-person = osoba
seat-computer = računalo ({ $level })
seat-engine = program { $name }
hive-queen-sides = Strane matica  Q
hive-queen-sides-pad = Strane matica
hive-pass = Preskoči  P
hive-export = Izvezi
hive-exported = Partija spremljena kao PGN (Mzinga, hivegame.com) u { $path }
hive-not-exported = Nije izvezeno: { $error }
hive-passed = { $player } nije imao dopušten potez i preskočio je.
hive-player = { $colour } ({ $seat })
hive-turn = Na potezu: { $player }, krug { $turn }
hive-hint-must-pass = { $player } nema dopušten potez: pritisnite Preskoči.
hive-hint-picked = { $piece }: { $count ->
    [one] { $count } mjesto
    [few] { $count } mjesta
   *[other] { $count } mjesta
}. Kliknite zeleno polje ili Esc.
hive-hint-idle = Kliknite jednu od svojih pločica, u pričuvi ili u košnici.
hive-wins = Pobjeđuje { $player }: matica ({ $loser }) je opkoljena.
hive-draw-queens = Neriješeno: obje su matice opkoljene.
hive-draw-agreed = Neriješeno, po dogovoru igrača.
hive-draw-repetition = Neriješeno: isti položaj treći put.
opponent-failed = { $who } nije mogao odigrati potez ({ $reason }). Sada vi igrate za: { $colour }.
hive-engine-missing = Najprije upišite naredbu programa (putanju do njega).
hive-engine-command = Naredba programa (UHP program: Mzinga, nokamute...):
list-and = { $first } i { $rest }
list-comma = { $first }, { $rest }

## Blokus 3D za stolom
blokus-turn-r = Okreni R
blokus-turn-r-pad = Okreni { $x }
blokus-tip-f = Prevrni F
blokus-tip-f-pad = Prevrni { $y }
blokus-roll-g = Zakotrljaj G
blokus-roll-g-pad = Zakotrljaj { $rt }
blokus-spots = Mjesta H
blokus-spots-pad = Mjesta
blokus-limits = Granice L
blokus-limits-pad = Granice
blokus-top = Odozgo T
blokus-top-pad = Odozgo
blokus-out = { $colours }: više ne može postaviti nijedan dio, izlazi iz igre.
blokus-game-over = Kraj igre: nitko više ne može postaviti dio
blokus-turn = Postavlja: { $colour } (igrač { $player }, { $seat })
blokus-score = { $colour } { $score }
blokus-scores-heading = Bodovi:
blokus-hint-idle = Kliknite dio u ladici ({ $colour }) ili pritisnite 1-9, 0, Tab, zatim ga držite iznad okretnog stola.
blokus-hint-in-hand = { $piece } u ruci: držite ga iznad okretnog stola.
blokus-hint-fits = { $piece } ovdje stane, { $cubes ->
    [0] leži na okretnom stolu
    [one] leži na { $cubes } kocki
    [few] leži na { $cubes } kocke
   *[other] leži na { $cubes } kocaka
}: kliknite da ga spustite. R, F, G ga okreću.
blokus-hint-refused = { $piece }: { $reason }
blokus-player = igrač { $number }
blokus-player-score = igrač { $number }: { $score }
blokus-wins = Pobjeđuje { $winners } ({ $scores })
blokus-shared = Pobjedu dijele { $winners } ({ $scores })
blokus-structure-a = A Toranj
blokus-structure-b = B Zid
blokus-structure-c = C Stube
blokus-structure-d = D Piramida

## Spremljene partije
games-title = Spremljene partije
games-none = Još nema spremljenih partija: Spremi za stolom čuva partiju ovdje.
games-folder = Partije se čuvaju u { $folder }. Kopirajte zapis ondje (iz `tabletop-cli deblockle match --record` ili od prijatelja) da ga otvorite. Otvaraju se i partije Košnice s hivegame.com, iz Mzinge (.pgn) i s BoardSpacea (.sgf).
games-entry = { $name }: { $game }, { $moves ->
    [one] { $moves } potez
    [few] { $moves } poteza
   *[other] { $moves } poteza
}, { $end }
games-entry-blokus = { $name }: Blokus 3D, { $pieces ->
    [one] { $pieces } dio
    [few] { $pieces } dijela
   *[other] { $pieces } dijelova
}, { $end }
games-won = pobijedio je { $player }
games-drawn = neriješeno
games-unfinished = nedovršeno
games-over = završeno
games-unreadable = Ne može se otvoriti: { $detail }
games-reading = Čitaju se spremljene igre: { $read } od { $total }…

## Priprema za Deblockle
setup-dice-failed = Kocke se nisu mogle baciti; započnite novu partiju iz izbornika.
setup-turn-left = Okreni lijevo  Shift+R
setup-turn-right = Okreni desno  R
setup-turn-right-pad = Okreni desno  { $x }
setup-done = Gotovo  Enter
setup-done-pad = Gotovo  { $a }
setup-computer-rolls = Računalo baca blokove igrača { $owner }
setup-computer-places = Računalo postavlja blokove igrača { $owner }
setup-rolls = { $roller }, bacite blokove igrača { $owner }
setup-places = { $roller }, postavite blokove igrača { $owner }
setup-hint-tumble = Kotrljaju se u ladicu; blok koji se zaustavi nagnut baca se ponovno.
setup-rolled = Bačeno: { $faces }
setup-hint-at-random = Postavljeno nasumično.
setup-hint-watch = Pratite kamo ih stavlja: ono bira polja i okretanje.
setup-friend-rolls = Tvoj prijatelj baca blokove igrača { $owner }
setup-friend-places = Tvoj prijatelj na svom računalu postavlja blokove igrača { $owner }
setup-hint-friend = Isto bacanje pada i na njegovom zaslonu; njegov raspored stiže kad pritisne Gotovo.
setup-fell-otherwise = Kocke su na prijateljevom računalu pale drukčije: vrijedi njegovo bacanje, kako ga on vidi.
setup-hint-all-placed = Sve je postavljeno. Okrenite bilo koji blok tipkom R, premjestite ga ili pritisnite Gotovo.
setup-hint-drag = Povucite svaki blok na svijetleće polje igrača { $owner } ili kliknite blok pa polje.
setup-hint-turn = R ili kotačić okreće odabrani blok; bačena strana ostaje gore. Tipke: Tab bira blok, Enter ga spušta, Space ga pomiče dalje.

## Spremanje
save-title = Spremi partiju kao
save-hint = Enter sprema, Esc odustaje. Partija ide u mapu partija.
save-cancel = Odustani
save-done = Spremljeno kao { $path }
save-failed = Nije spremljeno: { $error }
autosave-unreadable = Spremljena partija nije se mogla pročitati ({ $error }). Ostaje kakva jest, a ova se sesija ne sprema.
autosave-failed = Igra se nije mogla spremiti ({ $error }); prethodno spremanje ostaje kakvo je bilo.

## Vodič
tutorial-title = Učite igrajući
tutorial-intro = Odaberite igru, zatim odigrajte njezine lekcije za stolom. Završene lekcije mogu se ponoviti; svaka se može preskočiti.
tutorial-lesson = { $number }. { $title }
tutorial-lesson-done = { $number }. { $title }  [gotovo]
tutorial-lesson-title = Lekcija { $number }: { $title }
tutorial-hint = Savjet
tutorial-restart = Ispočetka
tutorial-next = Sljedeća lekcija
tutorial-lessons = Lekcije
tutorial-unreadable = Lekcije se nisu mogle pročitati: { $detail }
progress-unreadable = Napredak se nije mogao pročitati ({ $error }); čuva se samo tijekom ovog pokretanja.
lesson-complete = Bravo: lekcija je završena.
goal-reach = Cilj: dovedite blok na { $square }.
goal-remove = { $count ->
    [one] Cilj: skinite { $count } blok s ploče.
    [few] Cilj: skinite { $count } bloka s ploče.
   *[other] Cilj: skinite { $count } blokova s ploče.
}
goal-win = Cilj: skinite svoj zadnji blok i pobijedite.
goal-deblockle = Cilj: ostavite protivnika bez poteza.
paragraphs = { $first }

    { $rest }

# Savjeti: potez računala za igrača na potezu, i zašto.
hud-hint = Savjet  F3
hud-hint-pad = Savjet
hint-thinking = Tražim savjet...
hint-none = Nema savjeta: nema poteza za odigrati.
hint-move = Savjet: { $move }. { $reason }
hint-wins-now = Njime odmah pobjeđujete.
hint-wins-in = { $turns ->
    [one] Njime pobjeđujete u sljedećem potezu.
    [few] Njime pobjeđujete za { $turns } poteza.
   *[other] Njime pobjeđujete za { $turns } poteza.
}
hint-holds-out = { $turns ->
    [one] Uz najbolju igru partija je izgubljena; ovim se najdulje držite (1 potez).
    [few] Uz najbolju igru partija je izgubljena; ovim se najdulje držite ({ $turns } poteza).
   *[other] Uz najbolju igru partija je izgubljena; ovim se najdulje držite ({ $turns } poteza).
}
hint-draws = Njime držite remi.
hint-chance = S njim su vaši izgledi { $percent } %.
hint-takes-block-off = Njime skidate kocku s ploče. { $then }

eval-wins-in = { $turns ->
    [one] Pobjeđuje { $player }, već sljedećim potezom.
    [few] Uz najbolju igru pobjeđuje { $player } za { $turns } poteza.
   *[other] Uz najbolju igru pobjeđuje { $player } za { $turns } poteza.
}
eval-drawn = Uz najbolju igru remi.
eval-game-drawn = Partija je završila remijem.
eval-chances = Na potezu: { $player }, izgledi { $percent } %.
eval-thinking = Računalo procjenjuje poziciju...
eval-solving = Rješava se završnica s po jednom kockom (nekoliko sekundi): procjena će biti točna.
deblockle-endgames-building = Računalo (teško) rješava sve završnice s tri kocke, jednom (nekoliko minuta): { $percent } %
eval-line = Računalo očekuje: { $line }

hud-review = Analiza  F5
hud-review-pad = Analiza
review-title = Analiza partije
review-close = Zatvori
review-nothing = Još nema poteza za analizu.
review-failed = Analiza je prekinuta prije kraja.
review-progress = Računalo prolazi partiju: { $done } od { $total } pozicija.
review-summary = { $player }: najboljih { $best }, dobrih { $good }, nepreciznosti { $inaccuracy }, pogrešaka { $mistake }, grubih pogrešaka { $blunder }.
review-next = Potez { $number }, { $player }: { $move }, { $mark }.
review-better = Računalo bi odigralo { $move }: prikazan je spreman za igru. Ponovi igra potez iz partije. V ga čuva kao varijantu.
review-end = Kraj partije. Poništi se vraća kroz partiju.
review-mark-best = najbolji
review-mark-good = dobar
review-mark-inaccuracy = nepreciznost
review-mark-mistake = pogreška
review-mark-blunder = gruba pogreška

menu-position = Iz pozicije
position-title = Igraj ili analiziraj iz pozicije
position-hint-deblockle = Upišite ili zalijepite Deblockle poziciju: redove od 7 do 1, pa tko je na potezu (g ili t), kao u primjeru. Opcije iznad biraju tko igra.
position-hint-hive = Zalijepite UHP GameString (Base;InProgress;White[3];wS1;bG1 -wS1;...), kakav izvoze Hive programi. Opcije iznad biraju tko igra.
position-hint-blokus3d = Zalijepite Blokus 3D poziciju: građevinu i igrače, pa svako postavljanje (A-2; L4:5@3,2; ...). Opcije iznad biraju tko igra.
position-open = Otvori
position-refused = Nije pozicija: { $reason }
editor-how = Kliknite polje: zlatna kocka, tirkizna, prazno. Desni klik ili Okreni: sljedeći položaj kocke (gornja strana / sjeverna strana).
editor-turn-block = Okreni kocku
editor-to-move = Na potezu: { $player }
setting-up-begin = Postavi  F8
setting-up-begin-pad = Postavi
setting-up-title = Postavi poziciju
setting-up-how-deblockle = Kliknite polje: zlatna kocka, tirkizna, prazno. Desni klik ili R okreće kocku.
setting-up-how-hive = Hrpa u rezervi, pa polje: njezina pločica ide onamo. Sama pločica: u vašu ruku. Desni klik: natrag u rezervu.
setting-up-how-blokus = Dijelovi idu gdje god mogu ležati, što god dodirivali. Desni klik na stupac: gornji dio izlazi.
setting-up-pass-blokus = Sljedeća boja  N
setting-up-pass-blokus-pad = Sljedeća boja
setting-up-out-blokus = Van / unutra  O
setting-up-out-blokus-pad = Van / unutra
setting-up-cancel-blokus = Odustani
setting-up-in-hand = U ruci: { $player } { $bug }. Kliknite polje.
setting-up-pass = Predaj potez  T
setting-up-pass-pad = Predaj potez
setting-up-friend = Igraj s prijateljem
setting-up-computer = Igraj protiv računala
setting-up-cancel = Odustani  Esc
setting-up-cancel-pad = Odustani  { $b }
setting-up-cannot-arise = Nijedna partija ne dolazi do ove pozicije: { $reason }
analyse-here = Ploča za analizu: sve strane su sada vaše; nijedan program ne odgovara na poteze koje isprobavate. Spremi čuva partiju.
play-on = Odavde računalo ({ $level }) igra sve strane osim vaše.

## Zagonetke
puzzles-title = Zagonetke
puzzles-intro = Svaka zagonetka ima jedan točan odgovor. Protivnikovi odgovori igraju se sami; potez koji promaši dobije odgovor, a zatim se vraća.
puzzles-streak = Niz: { $streak } riješenih zaredom iz prvog pokušaja (najbolji { $best })
puzzles-next-unsolved = Sljedeća neriješena zagonetka
puzzles-level = Razina { $level }: riješeno { $solved } od { $total }
puzzles-unreadable = Nedostaju zagonetke: { $detail }
puzzle-title = Zagonetka { $number }, razina { $level }
puzzle-goal-win = { $turns ->
    [one] Na potezu: { $player }. Pobijedite ovim potezom.
    [few] Na potezu: { $player }. Pobijedite za { $turns } poteza, što god { $opponent } odigrao.
   *[other] Na potezu: { $player }. Pobijedite za { $turns } poteza, što god { $opponent } odigrao.
}
puzzle-goal-take-off = { $turns ->
    [one] Na potezu: { $player }. Skinite blok s polja { $square } s ploče ovim potezom.
    [few] Na potezu: { $player }. Skinite blok s polja { $square } s ploče za { $turns } poteza, što god { $opponent } odigrao.
   *[other] Na potezu: { $player }. Skinite blok s polja { $square } s ploče za { $turns } poteza, što god { $opponent } odigrao.
}
puzzle-goal-escape = Na potezu: { $player }. { $opponent } vas samo što nije ostavio bez poteza. Odigrajte tako da vas nijedan odgovor ne zatvori.
puzzle-goal-draw = Na potezu: { $player }. Protiv najbolje igre ({ $opponent }) gubi svaki potez osim jednog. Nađite onaj koji drži neriješeno.
puzzle-hint = Savjet
puzzle-solution = Rješenje
puzzle-retry = Ponovno
puzzle-next = Sljedeća zagonetka
puzzle-list = Zagonetke
puzzle-hint-given = Osvijetljena figura igra sljedeća.
puzzle-missed = Ne taj.
puzzle-refuted = Ne taj: { $move } mu je odgovor. Pokušajte ponovno.
puzzle-solved = Riješeno!
puzzle-shown = To je rješenje.

## Satovi
clock-none = bez sata
clock-fischer = { $control }
clock-per-move = { $seconds } s po potezu
clock-face = { $player } { $time }
clock-face-running = • { $player } { $time }
clock-faces = { $first }     { $rest }
wins-on-time = { $player } pobjeđuje jer je protivniku isteklo vrijeme
wins-by-resignation = { $player } pobjeđuje: { $loser } se predaje
blokus-out-on-time = { $colour } nema više vremena: izlazi iz igre.
blokus-out-resigned = { $colour } se predaje: izlazi iz igre.
clock-custom = upisano: { $control }
clock-custom-hint = Minute svakome + sekunde po potezu, npr. 7+2 (0+20: dvadeset sekundi po potezu)
games-timed = { $entry }, sat { $control }
announce-move = { $player } igra { $move }

## The new-game options (the menu's second page)
options-players = Igrači
options-rules = Pravila i inačice
options-setup = Priprema
options-count = { $count }
options-less = –
options-more = +
options-person = Netko za ovim zaslonom
options-computer = Računalo, { $level }
options-engine = UHP program
options-at-random = Nasumično
options-opponent = Protivnik
options-opponent-about = Igrajte protiv nekoga za ovim zaslonom, protiv računala na jednoj od šest razina (ili na onoj prema vašoj snazi) ili protiv prijatelja na drugom računalu.
options-computer-side = Protivnik igra
options-computer-side-about = Boja koju igra računalo ili prijatelj; druga je vaša.
options-no-adjacent = Bez susjednih blokova
options-no-adjacent-about = Potez ne smije završiti uz protivnikov blok.
options-tip-without-hop = Prevrtanje bez mogućeg skoka
options-tip-without-hop-about = Kad prevrnuti blok prema svom simbolu nema kamo skočiti: potez nije dopušten ili blok ostaje gdje se prevrnuo.
options-tip-forbid = Nije dopušteno
options-tip-stay = Blok ostaje
options-repetition = Neriješeno nakon trostrukog ponavljanja
options-repetition-about = Ista pozicija treći put, s istim igračem na potezu, završava igru neriješeno.
options-gold-blocks = Zlatni blokovi
options-gold-blocks-about = S koliko blokova igra Zlatni: manje blokova za skinuti s ploče prednost je slabijem igraču.
options-teal-blocks = Tirkizni blokovi
options-teal-blocks-about = S koliko blokova igra Tirkizni: manje blokova za skinuti s ploče prednost je slabijem igraču.
options-first = Prvi igra
options-first-about = Tko igra prvi; ako je nasumično, igra odlučuje na početku.
options-placing = Postavljanje blokova
options-placing-about = Nakon bacanja sami postavite blokove na početna polja ili neka se odmah postave nasumično.
options-placing-by-hand = Ručno
options-placing-quick = Brzo, nasumično
options-roll-animation = Animacija bacanja
options-roll-animation-about = Prikaži bacanje blokova na početku ili ih odmah postavi.
options-hive-seat-about = Tko igra ovu boju: netko za ovim zaslonom, računalo na nekoj razini ili UHP program (upišite njegovu naredbu ispod).
options-tournament = Turnirsko pravilo
options-tournament-about = Nitko ne smije postaviti pčelu maticu u svom prvom potezu.
options-mosquito-about = Dodaje komarca (proširenje): kreće se kao bilo koji kukac kojeg dodiruje.
options-ladybug-about = Dodaje bubamaru (proširenje): dva koraka preko košnice, zatim jedan dolje.
options-pillbug-about = Dodaje baburu (proširenje): može podići susjeda preko sebe.
options-players-count = Igrači
options-players-count-about = Koliko ih igra: dvoje, troje ili četvero, ili dvoje s po dvije boje.
options-two-colours-each = 2, po dvije boje
options-seat = Igrač { $number }
options-blokus-seat-about = Tko igra ovo mjesto: netko za ovim zaslonom ili računalo na jednoj od šest razina (ili na onoj prema vašoj snazi).
options-structure = Građevina
options-structure-about = Oblik koji svi zajedno grade; boduju se njegova polja viđena odozgo.
options-clock = Sat
options-clock-about = Vrijeme svakog igrača: bez sata, zadano (minute svakome + sekunde dodane po potezu) ili upisano.
clock-typed-in = Upisano

## Playing a friend on another computer: why a joiner was refused
net-refused-no-hello = Drugo računalo nije reklo tko je.
net-refused-other-version = Tabletop tvog prijatelja je druga inačica ({ $theirs }; ovo je { $ours }): oba moraju imati istu.
net-refused-wrong-secret = Ova pozivnica više ne vrijedi: zatraži novu od prijatelja.
net-refused-table-full = Stol je pun.
net-refused-other-game = Računalo tvog prijatelja ima drugu partiju od ove: ne može se nastaviti.

## Igra s prijateljem na drugom računalu
seat-friend = prijatelj na drugom mjestu
options-friend = Prijatelj na drugom računalu
menu-join-friend = Pridruži se prijatelju
join-title = Pridruži se prijatelju
join-about = Zalijepi pozivnicu koju ti je prijatelj poslao, pa odaberi Pridruži se.
join-paste = Zalijepi
join-join = Pridruži se
join-connecting = Spajanje s prijateljevim računalom…
join-not-an-invitation = Ovo nije pozivnica: pozivnica počinje s "tabletop-".
join-damaged = Pozivnica je promijenjena ili odrezana pri kopiranju: kopiraj je ponovno, cijelu.
join-unreadable = Ova pozivnica dolazi iz druge inačice tabletopa.
join-host-left = Prijateljevo računalo zatvorilo je vezu.
join-other-game = Prijatelj nudi { $game }, igru koju ovaj tabletop nema.
join-nearby = Stolovi na ovoj mreži
join-nearby-looking = Tražim stolove na ovoj mreži…
join-nearby-off = Stolovi na ovoj mreži se ne traže: ovaj tabletop ostaje na ovom računalu.
join-nearby-table = { $game } s igračem { $name }
net-failed = Mreža nije uspjela: { $reason }
net-no-undo = Potez se ne može vratiti kad više od dvoje igra na više računala.
net-waiting = Čeka se prijatelj: ništa se ne igra dok ne sjedne za stol.
net-turned-away = Netko je odbijen: { $reason }
net-flood = { $name } šalje previše: dio je odbačen.
net-garbled = { $name } je poslao nešto što nije poruka: veza je zatvorena.
net-away = { $name } nije tu: čeka se da se vrati.
net-name = { $name }
net-the-host = tvoj prijatelj
net-visitor = posjetitelj { $number }
net-joined = { $name } se pridružio.
net-back = { $name } se vratio.
net-move-refused = Potez s drugog računala ({ $move }) je odbijen: { $reason }
net-not-its-turn = nije njihov red.
net-setup-refused = Prijateljev raspored je odbijen: { $reason }
net-not-preparing = Stigao je korak postavljanja, a postavljanje nije u tijeku.
net-not-begun = Igra još nije počela: počinje kad postavljanje bude gotovo.
net-chat = { $name }: { $line }
net-resigned = { $name } je predao.
net-resign = Predaj
net-offer-draw = Ponudi remi
net-resign-confirm = Predati ovu partiju?
net-resign-yes = Predaj
net-resign-no = Igraj dalje
net-draw-offers = { $name } nudi remi.
net-draw-accept = Prihvati remi
net-draw-decline = Igraj dalje
net-draw-offered = Ponudio si remi: čeka se prijateljev odgovor.
net-draw-waiting = Remi je već ponuđen: pričekaj odgovor.
net-draw-accepted = Prijatelj je prihvatio: partija je neriješena.
net-draw-declined = Prijatelj je odbio remi: igra se dalje.
net-no-draw = U ovoj igri igrači ne mogu dogovoriti remi.
net-rematch-offered = Ponudio si revanš: čeka se prijateljev odgovor.
net-rematch-waiting = Revanš je već ponuđen: pričekaj odgovor.
net-no-rematch = Revanš se nudi kad je partija gotova, za stolom dvoje.
net-help-agreed = Ti i prijatelj dopuštate savjete i procjenu za ovim stolom.
net-rematch-offers = { $name } nudi revanš, s zamijenjenim bojama.
net-rematch-yes = Igraj opet
net-rematch-no = Ne, hvala
net-rematch-declined = Prijatelj je odbio revanš.
net-rematch-accepted = Prijatelj je prihvatio: revanš počinje, boje su zamijenjene.
net-rematch-begins = Revanš počinje, boje su zamijenjene.
net-games-differ = Dva računala imaju različite partije (ondje { $theirs } poteza, ovdje { $ours }): partija se ne može nastaviti.
net-opening = Stol se otvara prijateljima…
net-send-invitation = Pošalji ovu pozivnicu prijatelju: partija počinje kad se pridruži.
net-reconnecting = Čeka se prijatelj… ponovno spajanje
net-checking = Provjerava se imaju li oba računala istu partiju…
net-playing-with = Igraš s { $names } na drugom računalu.
net-copy = Kopiraj pozivnicu
net-copied = Pozivnica je u međuspremniku.
net-copy-failed = Pozivnica se nije mogla kopirati: { $reason }
net-no-help = Nema savjeta, procjene ni računala u partiji s prijateljem na drugom računalu.
net-no-redo = Vraćeni potezi ne igraju se ponovno u partiji s prijateljem na drugom računalu.
net-undo-waiting = Prijatelj još nije odgovorio.
net-undo-asked = Prijatelj je upitan smije li se vratiti zadnji potez.
net-undo-asks = { $name } traži da se vrati zadnji potez.
net-undo-declined = Prijatelj je odbio: potez ostaje.
net-undo-accepted = Prijatelj se složio: zadnji potez je vraćen.
net-undo-accept = Vrati ga
net-undo-decline = Neka ostane
net-chat-hint = Enter šalje redak prijateljima.
settings-group-network = Mreža
settings-relay = Relej
settings-relay-about = Kamo ide partija s prijateljem na drugom računalu kad se dva računala ne mogu izravno dosegnuti. Ništa se nikamo ne šalje dok ne otvoriš stol ili se ne pridružiš.
settings-relay-public = Javni releji (iroh)
settings-relay-none = Nijedan: samo lokalna mreža i izravne adrese
settings-relay-own = Moj relej
settings-relay-address = Adresa tvojeg releja (https://…)
settings-friends-help = Savjeti s prijateljima
settings-friends-help-about = Savjeti i procjena za stolom s prijateljem na drugom računalu, ako ih i prijatelj uključi. Isključeno, ništa ne pomaže nijednoj strani.
net-claim-offer = Prijatelja već neko vrijeme nema: možeš preuzeti pobjedu (na vrijeme) ili čekati dalje.
net-claim = Preuzmi pobjedu
net-claimed = Preuzeo si pobjedu: prijatelju je isteklo vrijeme.
net-no-jump = Partija s prijateljem na drugom računalu na oba računala ostaje na zadnjem potezu.
net-time-out-refused = Odbijeno je isteklo vrijeme koje nije pripadalo igraču na potezu.
net-resign-refused = Odbijena je predaja za mjesto za koje pošiljatelj ne igra.

## When the game stops on an error (a message box on Windows)
failure-title = tabletop se zaustavio
failure-no-graphics = tabletop nije pronašao grafički adapter kojim može crtati (treba Vulkan, DirectX 12 ili Metal). Ažuriranje upravljačkog programa grafičke kartice često pomaže.
failure-panic = tabletop se zaustavio jer je nešto pošlo po zlu: { $what }
failure-error = tabletop se zaustavio zbog pogreške.
failure-log = Upozorenja i pogreške ovog pokretanja zapisani su u { $log }.
