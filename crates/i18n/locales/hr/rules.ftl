# Riječi i odbijanja iz pravila (tabletop_rules::Explained).

## Riječi igre Deblockle
face-star = Zvijezda
face-stop = Stop
face-cross = Križ
face-x = X
face-slider = Klizač
face-hoops = Obruči
player-gold = Zlatni
player-teal = Tirkizni

## Riječi igara Hive i Blokus 3D
bug-queen = Pčela matica
bug-beetle = Kornjaš
bug-grasshopper = Skakavac
bug-spider = Pauk
bug-ant = Mrav vojnik
bug-mosquito = Komarac
bug-ladybug = Bubamara
bug-pillbug = Babura
colour-blue = Plavi
colour-yellow = Žuti
colour-red = Crveni
colour-green = Zeleni

rules-game-over = Igra je završena.

## Deblockle: zašto potez nije dopušten
deblockle-no-block = Na { $square } nema bloka.
deblockle-tip-next-to-block = Prevrnite na polje uz blok: sjever, istok, jug ili zapad.
deblockle-no-legal-move = Blok na { $square } nema dopuštenog poteza.
deblockle-not-your-block = Blok na { $square } pripada igraču { $owner }, ne vama.
deblockle-tip-off-board = Blok se ne može prevrnuti izvan ploče.
deblockle-square-taken = To je polje zauzeto: na { $square } stoji blok.
deblockle-tip-onto-home-star = { $star } je vaša domaća zvijezda: blok se na zvijezdu smije prevrnuti samo sa Zvijezdom gore, na vašu ciljnu zvijezdu { $target }.
deblockle-target-needs-star-up = Blok napušta ploču samo ako sleti sa Zvijezdom gore na vašu ciljnu zvijezdu; ovo bi prevrtanje pokazalo: { $face }.
deblockle-star-up-off-target = Zvijezda smije biti gore samo na vašoj ciljnoj zvijezdi.
deblockle-hop-after-removal = Blok napušta ploču na vašoj ciljnoj zvijezdi, pa nema skoka.
deblockle-stop-has-no-hop = Gore je Stop: potez završava bez skoka.
deblockle-nowhere-to-hop = Nakon ovog prevrtanja simbol { $face } ne bi imao kamo, pa prevrtanje nije dopušteno.
deblockle-stays-without-hop = Nakon ovog prevrtanja simbol { $face } nema kamo: blok ostaje gdje se prevrnuo, bez skoka.
deblockle-hop-missing = Simbol { $face } gore mora skočiti: odaberite kamo, na primjer { $example }.
deblockle-hop-onto-star = Blok nikad ne smije završiti na zvijezdi.
deblockle-cross-hops-one-square = Križ skače točno jedno polje na sjever, istok, jug ili zapad.
deblockle-x-hops-one-diagonal = X skače točno jedno polje dijagonalno.
deblockle-slider-must-move = Klizač se mora pomaknuti barem jedno polje.
deblockle-slider-straight-line = Klizač klizi ravno na sjever, istok, jug ili zapad.
deblockle-slider-path-blocked = Klizač ne može proći kroz blok.
deblockle-slider-stops-early = Klizač klizi dok ga ne zaustavi rub ili blok; ranije smije stati samo tik ispred zvijezde.
deblockle-hoops-odd-distance = Obruči rade točno tri pojedinačna koraka, pa uvijek završe na neparnoj udaljenosti.
deblockle-hoops-no-path = Obruči ne mogu doći do tog polja u tri pojedinačna koraka preko praznih polja.
deblockle-ends-next-to-opponent = Uz pravilo bez susjednih blokova vaš potez ne smije završiti s vašim blokom uz protivnikov.

## Deblockle: priprema
setup-block-count = { $player } mora imati od 1 do 4 bloka, a ne { $count }.
setup-roll-count = { $player } ima { $expected } blokova, ali bačeno ih je { $found }.
setup-placement-count = { $player } ima { $expected } blokova, ali postavljeno ih je { $found }.
setup-not-a-starting-square = { $square } nije početno polje igrača { $player }.
setup-square-used-twice = Na { $square } su postavljena dva bloka.
setup-unreadable-placement = To se ne čita kao postavljeni blokovi: svaki je polje i dva slova strana, gornja pa sjeverna, poput c7SC.
setup-no-such-block = { $player } nema blok broj { $block }.
setup-top-changed = Blok igrača { $player } bačen na { $rolled } smije se okretati samo oko okomice, s { $rolled } gore, a ne tako da pokaže { $shown }.
setup-face-not-rolled = Blok igrača { $player } na { $square } pokazuje { $face } gore, ali nijedan njegov blok nije bačen na { $face }.

## Hive: zašto potez nije dopušten
hive-pass-with-moves = Preskočiti se smije samo kad ništa drugo nije moguće.
hive-not-yours = { $piece } nije vaša pločica.
hive-out-of-order = { $piece } nije na redu: najprije postavite { $next }.
hive-queen-on-first-turn = Matica se ne smije postaviti u prvom krugu igrača.
hive-queen-due = Matica mora biti postavljena do četvrtog kruga: postavite je sada.
hive-hex-taken = Nova pločica ide na prazno polje.
hive-must-touch-own = Nova pločica mora dodirivati vašu boju.
hive-touches-other = Nova pločica ne smije dodirivati drugu boju.
hive-must-touch-first = Druga pločica mora dodirivati prvu.
hive-first-tile-elsewhere = Prva pločica ide u sredinu.
hive-queen-not-placed = Nijedna se pločica ne smije pomaknuti prije nego što je matica njezina vlasnika postavljena.
hive-covered = { $piece } je pokrivena kornjašem i ne može se pomaknuti.
hive-pinned = Pomak pločice { $piece } razdvojio bi košnicu.
hive-setup-in-parts = Pločice nisu jedna košnica: razdvojena je na dva ili više dijelova.
hive-setup-climber = { $piece } leži na drugoj pločici, a penju se samo kornjaši (i komarci pokraj njih).
hive-setup-no-queen = { $player } ima četiri pločice bez matice, a ona dolazi najkasnije kao četvrta.
hive-setup-black-first = Crni ima pločice prije nego što je Bijeli igrao: Bijeli igra prvi.
hive-setup-white-not-played = Ništa nije postavljeno, a Crni je na potezu: Bijeli na prvom potezu uvijek postavlja pločicu.
hive-setup-black-not-played = Crni je već bio na potezu, a nema nijednu pločicu: Crni na prvom potezu uvijek postavlja pločicu.
hive-setup-not-in-game = { $piece } nije u ovoj igri.
hive-setup-out-of-reach = To je polje predaleko od pločica: stavite pločicu najviše { $reach } polja od neke pločice ili od sredine stola.
hive-nowhere-to-go = { $piece } nema kamo.
hive-cannot-reach = { $bug } odavde ne može doći do tog polja.
hive-moved-last-turn = { $piece } se pomaknuo prošli potez, pa se sada ne može micati ni biti pomaknut.
hive-stacked-not-thrown = Babura ne može pomaknuti { $piece }: u hrpi je.

## Blokus 3D: zašto postavljanje nije dopušteno
blokus-not-in-hand = { $piece } nije u vašoj ruci.
blokus-no-such-orientation = { $piece } ima položaje od 0 do { $last }, a ne { $orientation }.
blokus-outside = Kocka bi stajala izvan građevine.
blokus-overhang = Svaka kocka mora ležati na ploči ili na kocki: ovdje bi ispod ostala praznina.
blokus-too-high = Kocka bi stajala više nego što građevina ondje dopušta.
blokus-first-must-touch-a-piece = Vaš prvi dio mora dijeliti stranu s već postavljenim dijelom.
blokus-first-must-touch-the-board = Vaš prvi dio mora dodirivati ploču.
blokus-must-touch-own-colour = Dio mora dijeliti stranu s kockom svoje boje.

## Deblockle: kako partija završava
deblockle-wins = { $player } je očistio ploču i pobjeđuje!
deblockle-draw-neither-can-move = Neriješeno: nijedan igrač ne može igrati.
deblockle-draw-repetition = Neriješeno: isti se položaj pojavio treći put.
deblockle-draw-move-cap = Neriješeno: dosegnut je najveći broj poteza.
deblockle-draw-agreement = Neriješeno, dogovorom igrača.
deblockle-blocked = { $blocked } je Deblockle'd: nema dopuštenog poteza, pa { $player } ponovno igra.
hive-white = Bijeli
hive-black = Crni

board-block-on-star = Kocka ne smije stajati na zvijezdi { $square }.
board-square-taken = Dvije kocke na { $square }.
board-too-many-blocks = { $player } ima više od četiri kocke.
position-at = Znak { $column }: { $reason }
position-empty = Pozicija je prazna.
position-unexpected = '{ $found }' ovdje ne pripada; red sadrži znamenke 1-7, '*' i kocke poput gSC.
position-zero = znamenka broji 1-7 praznih polja; 0 nije dopuštena.
position-rank-too-long = red { $rank } ima više od 7 polja.
position-rank-too-short = red { $rank } ima { $squares } polja; svaki red treba 7.
position-too-many-ranks = više od 7 redova.
position-too-few-ranks = Ploča ima { $found } redova; treba 7, odvojenih znakom '/'.
position-star-off-star = '*' označava { $square }, koje nije zvijezda (zvijezde su d2 i d6).
position-missing-top = kocki na { $square } nedostaje slovo gornje strane (S P C X L H).
position-missing-north = kocki na { $square } nedostaje slovo sjeverne strane (S P C X L H).
position-bad-top = '{ $found }' nije strana; gornja strana kocke na { $square } je jedna od S P C X L H.
position-bad-north = '{ $found }' nije strana; sjeverna strana kocke na { $square } je jedna od S P C X L H.
position-faces-not-adjacent = kocka na { $square } ne može imati { $top } gore i { $north } na sjeveru: te strane nisu susjedne.
position-missing-turn = Nakon ploče razmak i igrač na potezu: g ili t.
position-bad-turn = '{ $found }' nije igrač; igrač na potezu je g ili t.
position-trailing = iza igrača na potezu ima još teksta.
position-no-blocks = Nijedan igrač nema kocku na ploči.
hive-bad-piece = '{ $text }' nije pločica (npr. wQ, bS1, wA3).
hive-bad-move = '{ $text }' nije potez (npr. wS1, bG1 -wS1, wB1 wQ, pass).
hive-where-to = '{ $text }' kaže koja pločica, ali ne i kamo: nakon prvog poteza navedite pločicu uz koju ide (npr. { $text } -wS1).
hive-not-in-hive = { $piece } nije u košnici.
hive-illegal-in-game = { $move }: { $reason }
hive-bad-game-type = Vrsta igre je '{ $kind }': očekuje se Base ili Base+ s M, L i P (kao Base+MLP).
hive-not-in-game = { $piece } nije u ovoj igri: njegovo se proširenje ne igra.
hive-game-contradicts = Zapis igre kaže { $written }, ali njegovi potezi daju { $replayed }.
hive-bad-start = Nijedna igra ne dolazi do položaja od kojeg je počela: { $reason }
hive-set-up-start = PGN i UHP programi svaku partiju počinju od praznog stola, a ova je počela od ručno postavljenog položaja. Spremite je umjesto toga.
hive-record-unknown = Ovo nije zapis Košnice koji ovaj program čita (PGN s hivegame.com ili iz Mzinge, SGF s BoardSpacea ili UHP GameString).
hive-record-line = Redak { $line }: { $reason }
blokus-bad-setup = '{ $text }' nije građevina s brojem igrača (npr. A-2, D-4, D-2x2).
blokus-bad-placement = '{ $text }' nije postavljanje (npr. L4:5@3,2: dio, okret, x, y).
blokus-illegal-placement = Postavljanje { $number } ({ $placement }): { $reason }
blokus-bad-set-up-part = '{ $text }' nije dio postavke (kao B=L4:5@3,2, turn=Y ili out=R).
blokus-bad-given-up = '{ $text }' nije boja u igri koja je predana (kao R out of time ili B resigned).
blokus-set-up-unreachable = Nijedna igra ne dolazi do postavljenog položaja: { $reason }
blokus-set-up-apart = Dijelovi boje { $colour } ne dodiruju se svi plohom, a svaki dio nakon prvoga dijeli plohu sa svojom bojom.
blokus-set-up-off-the-board = Nijedan dio boje { $colour } ne dodiruje ploču, a prvi dio svake boje je dodiruje.
blokus-set-up-scattered = Dijelovi nisu jedna građevina spojena plohama: svaki dio nakon prvoga dodiruje neki već postavljeni.
blokus-set-up-turn-order = Izvan reda: svaka boja koja još igra stavlja dio po krugu, redom.

## Clocks
clock-unreadable = '{ $text }' nije kontrola vremena: upišite minute svakome i sekunde po potezu, npr. 5+3 (ili 10, ili 0+30).
clock-no-time = '{ $text }' ne daje nimalo vremena.
clock-too-long = '{ $text }' je više od dana.

deblockle-unreadable-move = To nije potez u Deblockleovoj notaciji (poput c1N-d3 ili e3N).
