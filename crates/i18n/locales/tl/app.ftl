# Mga salita ng app: mga menu, ang nasa mesa, mga paalala.

## Mga salitang pinagsasaluhan
on = bukas
off = sarado
back = Bumalik
level-random = random
level-beginner = baguhan
level-easy = madali
level-medium = katamtaman
level-advanced = bihasa
level-hard = mahirap
to-move = Tira ni { $player }
wins = Panalo si { $player }
drawn = Tabla
thinking = Nag-iisip si { $player }{ $dots }
computer-to-move = Tira ni { $player } (computer)
hint-looking-through = Tinitingnan ang isang laro: Ulitin para sumulong, I-undo para umatras, Simula at Dulo para tumalon. Gumawa ng tira para ituloy mula rito.
hint-watch-computer = Panoorin ang tira nito. Binabawi ng Ctrl+Z ang huli mong tira at ang sagot nito.
problem = { $detail }
named-problem = { $name }: { $detail }
curtain-preparing = Inihahanda ang mesa… { $ready } / { $total }

## Pangunahing menu
menu-players-two = 2 manlalaro
menu-players-two-to-four = 2 hanggang 4 na manlalaro
menu-about-deblockle = I-tip ang iyong mga bloke at ihop ayon sa kanilang simbolo; panalo ang unang makapag-alis ng lahat ng kaniya sa board.
menu-about-hive = Palibutan ang reynang bubuyog ng kalaban. Walang board: ang mga tile ang bumubuo ng pugad.
menu-about-blokus3d = Magtayo ng iisang istruktura nang magkasama; puntos ang mga parisukat ng kulay mo na tanaw mula sa itaas.
menu-continue-game = { $game }, tira { $move }: { $players }
menu-continue-setup = { $game }, inaayos pa: { $players }
menu-front-hint = Pumili ng laro (o ang mga arrow key, saka Enter) para makita ang mga opsyon nito; bumabalik ang Escape.
menu-hint-deblockle = Pumipili ng opsyon ang mga arrow pataas at pababa, binabago ito ng kaliwa at kanan. Sa mesa: i-click ang isang bloke, saka kung saan ito i-tip, saka kung saan ito hohop.
menu-hint-hive = Pumipili ng opsyon ang mga arrow pataas at pababa, binabago ito ng kaliwa at kanan. Sa mesa: i-click ang isang tile (sa reserba o sa hive), saka isang berdeng espasyo.
menu-hint-blokus3d = Pumipili ng opsyon ang mga arrow pataas at pababa, binabago ito ng kaliwa at kanan. Sa mesa: i-click ang isang piyesa sa iyong tray, hawakan ito sa ibabaw ng turntable (iniikot ito ng R, F, G), i-click para ibaba.
menu-cannot-resume = Hindi maituloy ang naka-save na laro: { $reason }
menu-nothing-to-continue = Walang larong maitutuloy: tapos na ang huli, o walang na-save.
menu-continue = Ituloy
menu-play = Maglaro
menu-tutorial = Tutorial
menu-puzzles = Mga palaisipan
menu-games = Mga laro
menu-settings = Settings
menu-quit = Umalis

## Settings
settings-title = Settings
settings-hint = Ituro ang isang setting para makita ang gawa nito. Pumipili ng setting ang mga arrow pataas at pababa, binabago ito ng kaliwa at kanan. Tatandaan ang bawat isa sa susunod.
settings-unreadable = Hindi mabasa ang settings ({ $error }). Ang mga default ang gagamitin, at hindi gagalawin ang file.
settings-group-sound = Tunog
settings-group-table = Sa mesa
settings-group-reading = Mga salita at kulay
settings-group-screen = Screen
settings-percent = { $percent } %
settings-speed = { $speed }x
settings-volume = Lakas ng tunog
settings-volume-about = Gaano kalakas ang tunog ng mga piyesa, dais at paalala; tahimik ang 0 %.
settings-music-volume = Lakas ng musika
settings-music-volume-about = Gaano kalakas ang musika sa ilalim ng mga laro; tahimik ang 0 %.
settings-animation-speed = Bilis ng animasyon
settings-animation-speed-about = Gaano kabilis gumulong, dumulas at lumipad ang mga piyesa: kalahati ng oras ang 2x, doble ang 0.5x.
settings-auto-turn = Humaharap ang camera sa titira
settings-auto-turn-about = Pagkatapos ng bawat tira, umiikot ang camera sa panig ng titira, para sa dalawang naglalaro sa iisang screen.
settings-evaluation = Pagtatasa sa mesa
settings-evaluation-about = Ipinapakita ng isang bar sa mesa kung sino ang lamang ayon sa computer (ipinapakita o itinatago ito ng F4 habang naglalaro).
settings-language = Wika
settings-language-about = Ang wika ng bawat screen, aralin at tuntunin; sinusunod ng gaya ng system ang iyong computer.
settings-language-system = Gaya ng system ({ $name })
settings-language-name = { $name }
settings-ui-scale = Laki ng teksto
settings-ui-scale-about = Ang laki ng teksto at ng lahat sa mga screen, dagdag sa display scaling ng system.
settings-palette = Mga kulay
settings-palette-about = Para sa bawat mata: makikilala ang kulay ng mga manlalaro sa anumang paningin sa kulay, at may sagisag ang bawat piyesang kulay lang ang nagsasabi kung kanino.
settings-palette-standard = Sariling kulay ng bawat laro
settings-palette-colour-blind = Para sa bawat mata
settings-fullscreen = Buong screen
settings-fullscreen-about = Pinupuno ng laro ang buong screen (pinapalitan ito ng F11 anumang oras).
settings-frame-rate = Frame rate
settings-frame-rate-about = Hanggang ganito karaming larawan bawat segundo: mas kaunti, mas malamig at tahimik ang computer.
settings-frame-rate-free = Hangga't kaya ng screen
settings-frame-rate-cap = Hanggang { $cap } bawat segundo
settings-low-power = Low-power mode
settings-low-power-about = Hanggang 30 larawan bawat segundo, at isa bawat segundo habang nasa likod ang window: para sa laptop na naka-baterya.

## Mga key (F1)
help-reminder = F1: mga key
help-reminder-pad = { $select }: button
pad-cursor = galaw
pad-press = piliin
pad-back = bumalik
pad-choose = susunod
pad-menu = menu
keyboard-space = espasyo
keyboard-delete = burahin
keyboard-done = tapos
keyboard-caret = cursor
keyboard-close = isara
pad-dpad = D-pad
pad-cross = Cross
pad-circle = Circle
pad-square = Square
pad-triangle = Triangle
deblockle-hint-idle-pad = Pumunta sa isa sa iyong mga bloke (kumikinang ang mga ito) gamit ang { $dpad } at pindutin ang { $a }, o pumili gamit ang { $shoulders }.
deblockle-hint-block-pad = Pindutin ang { $a } sa isang berdeng espasyo para i-tip doon ang bloke. { $b } para pumili ulit.
deblockle-hint-tipped-pad = { $face } ang nasa itaas: pindutin ang { $a } sa isang asul na espasyo para mag-hop doon. { $b } para ibalik ang tip.
hive-hint-idle-pad = Pumunta sa isa sa iyong mga tile gamit ang { $dpad } at pindutin ang { $a }, o pumili gamit ang { $shoulders } (pati ang reserba).
hive-hint-picked-pad = { $piece }: { $count } lugar na mapupuntahan. Pindutin ang { $a } sa isang berdeng espasyo, o { $b }.
blokus-hint-idle-pad = Pindutin ang { $a } para kumuha ng piyesa sa tray ni { $colour } (pumipili ng iba ang { $shoulders }), saka hawakan ito sa ibabaw ng turntable gamit ang { $dpad }.
blokus-hint-fits-pad = Kasya rito ang { $piece }, { $cubes ->
    [0] nakapatong sa turntable
   *[other] nakapatong sa { $cubes } na cube
}: pindutin ang { $a } para ibaba. Iniikot ito ng { $x }, { $y }, { $rt }.
save-hint-pad = { $a }: keyboard para sa pangalan. Sine-save ng { $menu }, kinakansela ng { $b }. Mapupunta ang laro sa folder ng mga laro.
menu-front-hint-pad = Pumili ng laro gamit ang { $dpad } at { $a } para makita ang mga opsyon nito; bumabalik ang { $b }.
menu-hint-deblockle-pad = Pumipili ng opsyon ang pataas at pababa sa { $dpad }, binabago ito ng kaliwa at kanan. Sa mesa: pumunta sa isang bloke at pindutin ang { $a }, saka kung saan ito i-tip, saka kung saan ito hohop.
menu-hint-hive-pad = Pumipili ng opsyon ang pataas at pababa sa { $dpad }, binabago ito ng kaliwa at kanan. Sa mesa: pumunta sa isang tile at pindutin ang { $a } (ang reserba gamit ang { $shoulders }), saka sa isang berdeng espasyo.
menu-hint-blokus3d-pad = Pumipili ng opsyon ang pataas at pababa sa { $dpad }, binabago ito ng kaliwa at kanan. Sa mesa: kumukuha ng piyesa ang { $a }, hinahawakan ito ng { $dpad } sa ibabaw ng turntable (iniikot ito ng { $x }, { $y }, { $rt }), ibinababa ito ng { $a }.
settings-hint-pad = Pumipili ng setting ang pataas at pababa sa { $dpad }, binabago ito ng kaliwa at kanan. Tatandaan ang bawat isa sa susunod.
hint-watch-computer-pad = Panoorin ang tira nito. Binabawi ng { $menu }, saka I-undo, ang huli mong tira at ang sagot nito.
setup-hint-drag-pad = Inilalagay ng { $dpad } ang isang bloke sa kumikinang na espasyo ni { $owner } at inililipat ito sa mga iyon.
setup-hint-turn-pad = Iniikot ng { $x } ang napiling bloke; nananatili sa itaas ang lumabas na mukha. Pumipili ng ibang bloke ang { $shoulders }.
setup-hint-all-placed-pad = Nailagay na lahat. Iikot ang anumang bloke gamit ang { $x }, ilipat ito gamit ang { $dpad }, o pindutin ang { $a } (Tapos).
help-title-pad = Mga button ng controller
help-hides-pad = Itinatago ito ng { $select }.
help-camera-orbit-pad = Kanang stick: iikot ang camera
help-undo-redo-pad = { $menu }, saka I-undo o Ulitin: i-undo, ulitin
help-hint-pad = { $menu }, saka Pahiwatig: pahiwatig (ang tira ng makina, handa nang laruin)
help-hive-click-pad = { $dpad } at { $a }: isang tile (reserba o hive), saka isang berdeng espasyo
help-hive-tab-pad = { $shoulders }: isa-isahin ang mga tile na puwedeng gumalaw, saka ang mga puwedeng puntahan ng napili; { $a }: kunin
help-hive-escape-pad = { $b }: bitawan ang tile
help-blokus-click-pad = { $a }: kumuha ng piyesa; { $dpad }: hawakan ito sa ibabaw ng isang column; { $a }: ibaba ito
help-blokus-take-pad = { $shoulders }: kumuha ng ibang piyesa
help-blokus-turn-pad = { $x }, { $y }, { $rt }: iikot sa patayong aksis, itaob, igulong
help-blokus-escape-pad = { $b }: ibalik ito
help-deblockle-click-pad = { $dpad } at { $a }: isang bloke, kung saan ito i-tip, kung saan ito hohop
help-deblockle-walk-pad = { $shoulders }, { $a }: dumaan sa mga pagpipilian, pumili ng isa
help-deblockle-escape-pad = { $b }: umatras ng isang hakbang (ibinabalik ang na-tip na bloke)
help-rules-pad = { $menu }, saka Tuntunin: paano laruin ang larong ito
help-hive-queens-pad = { $menu }, saka Gilid ng Reyna: ang mga bakanteng gilid ng mga Reyna
help-hive-pass-pad = { $menu }, saka Pumasa: pumasa (kapag wala nang ibang legal)
help-blokus-aids-pad = { $menu }, saka Puwesto, Hangganan, Itaas: mga legal na puwesto, hangganan ng taas, tanaw mula sa itaas
guide-clicks = Kapag sinabi ng gabay na i-click, ganoon din ang ginagawa ng cursor ng controller at ng pagpindot nito.
guide-clicks-pad = Kapag sinabing i-click: pumunta roon gamit ang { $dpad } at pindutin ang { $a }.
guide-read-on = May kasunod sa ibaba: ang gulong, o PgDn para magpatuloy.
guide-read-on-pad = May kasunod sa ibaba: { $lt } para magpatuloy.
help-title = Mga key
help-hides = Itinatago ito ng F1.
help-camera-orbit = Right-drag, mga arrow key: iikot ang camera
help-camera-zoom = Wheel, + at -: zoom
help-camera-pan = Shift+right-drag, W A S D: i-pan
help-camera-home = Home, middle click: balik sa tanaw ng mesa
help-fullscreen = F11: buksan o isara ang buong screen
help-undo-redo = Ctrl+Z, Ctrl+Y: i-undo, ulitin
help-tree-walk = Ctrl+kaliwa, kanang arrow: paurong, pasulong sa mga tira; Ctrl+taas, babang arrow: ang baryasyon sa itaas, sa ibaba
help-marks = Right-click: bilugan ang parisukat, heksagon o hanay; Ctrl+right-drag: isang palaso; ang pareho ulit ay nag-aalis nito
help-set-up = F8: ihanda ang posisyon sa mesa, saka laruin ito laban sa kaibigan o sa computer
help-hive-click = Click: isang tile (reserba o hive), saka isang berdeng espasyo
help-hive-tab = Tab / Shift+Tab: isa-isahin ang mga tile na puwedeng gumalaw, saka ang mga puwedeng puntahan ng napili; Enter o Space: kunin
help-hive-escape = Esc: bitawan ang tile
help-hive-queens = Q: ang mga bakanteng gilid ng mga Reyna
help-hive-pass = P: pumasa (kapag wala nang ibang legal)
help-blokus-click = Click: isang piyesa sa iyong tray, saka kung saan ito ibababa
help-blokus-take = 1-9, 0, Tab, Shift+Tab: kumuha ng piyesa
help-blokus-turn = R, F, G: iikot sa patayong aksis, itaob, igulong
help-blokus-escape = Esc: ibalik ito
help-blokus-aids = H, L, T: mga legal na puwesto, hangganan ng taas, tanaw mula sa itaas
help-blokus-turntable = Q, E, i-drag ang gilid: iikot ang turntable
help-deblockle-click = Click: isang bloke, kung saan ito i-tip, kung saan ito hohop
help-deblockle-walk = Tab, Shift+Tab, Enter: dumaan sa mga pagpipilian, pumili ng isa
help-deblockle-escape = Esc: umatras ng isang hakbang (ibinabalik ang na-tip na bloke)
help-hint = F3: pahiwatig (ang tira ng makina, handa nang laruin)
help-evaluation = F4: ang pagtatasa (sino ang lamang), bukas o sarado
help-review = F5: suriin ang laro (minamarkahan ng makina ang bawat tira)
help-analyse = F6: malayang pagsisiyasat: sa iyo ang lahat ng panig, walang programang sasagot
help-play-on = F7: ituloy mula rito laban sa kompyuter (kukunin nito ang ibang panig)

## Mga button sa mesa
hud-moves = Mga tira
tree-promote = Iangat
tree-delete = Burahin
tree-comment-hint = Ang puna mo sa tirang ito
hud-undo = I-undo  Ctrl+Z
hud-undo-pad = I-undo
hud-redo = Ulitin  Ctrl+Y
hud-redo-pad = Ulitin
hud-start = |< Simula
hud-end = Dulo >|
hud-save = I-save
hud-menu = Menu
hud-rematch = Ulitin ang laban

## Deblockle sa mesa
deblockle-hint-idle = I-click ang isa sa iyong mga bloke (kumikinang ang mga ito), o pindutin ang Tab.
deblockle-hint-block = I-click ang isang berdeng espasyo para i-tip doon ang bloke. Esc para pumili ulit.
deblockle-hint-tipped = { $face } ang nasa itaas: i-click ang isang asul na espasyo para mag-hop doon. Esc para ibalik ang tip.
deblockle-off-board = Wala na sa board: Ginto { $gold }/{ $gold-total }, Teal { $teal }/{ $teal-total }

## Hive sa mesa
game-over = Tapos na ang laro
hint-game-over = I-undo para balikan, o magsimula ng bagong laban.
waiting-for = Hinihintay si { $player }.
no-games-folder = walang folder ang system na ito para sa mga naka-save na laro
seat-person = tao
seat-computer = computer ({ $level })
seat-engine = engine { $name }
hive-queen-sides = Gilid ng Reyna  Q
hive-queen-sides-pad = Gilid ng Reyna
hive-pass = Pumasa  P
hive-export = I-export
hive-exported = Naisave ang laro bilang PGN (Mzinga, hivegame.com) sa { $path }
hive-not-exported = Hindi na-export: { $error }
hive-passed = Walang legal na tira si { $player } kaya pumasa siya.
hive-player = { $colour } ({ $seat })
hive-turn = Tira ni { $player }, ika-{ $turn } na round
hive-hint-must-pass = Walang legal na tira si { $player }: pindutin ang Pumasa.
hive-hint-picked = { $piece }: { $count } lugar na mapupuntahan. I-click ang isang berdeng espasyo, o Esc.
hive-hint-idle = I-click ang isa sa iyong mga tile, sa reserba o sa hive.
hive-wins = Panalo si { $player }: napaligiran ang Reyna ni { $loser }.
hive-draw-queens = Tabla: parehong napaligiran ang dalawang Reyna.
hive-draw-agreed = Tabla, napagkasunduan ng mga manlalaro.
hive-draw-repetition = Tabla: ikatlong beses na ang parehong posisyon.
opponent-failed = Hindi nakatira si { $who } ({ $reason }). Ikaw na ang maglalaro bilang { $colour }.
hive-engine-missing = I-type muna ang command ng engine (ang path ng programa nito).
hive-engine-command = Command ng engine (isang UHP engine: Mzinga, nokamute...):
list-and = { $first } at { $rest }
list-comma = { $first }, { $rest }

## Blokus 3D sa mesa
blokus-turn-r = Iikot R
blokus-turn-r-pad = Iikot { $x }
blokus-tip-f = Itaob F
blokus-tip-f-pad = Itaob { $y }
blokus-roll-g = Igulong G
blokus-roll-g-pad = Igulong { $rt }
blokus-spots = Puwesto H
blokus-spots-pad = Puwesto
blokus-limits = Hangganan L
blokus-limits-pad = Hangganan
blokus-top = Itaas T
blokus-top-pad = Itaas
blokus-out = Hindi na makapaglagay ng piyesa ang { $colours }: wala na sa laro.
blokus-game-over = Tapos na ang laro: wala nang makapaglagay
blokus-turn = Maglalagay si { $colour } (manlalaro { $player }, { $seat })
blokus-score = { $colour } { $score }
blokus-scores-heading = Puntos:
blokus-hint-idle = I-click ang isang piyesa sa tray ni { $colour } (o pindutin ang 1-9, 0, Tab), saka hawakan ito sa ibabaw ng turntable.
blokus-hint-in-hand = Hawak ang { $piece }: hawakan ito sa ibabaw ng turntable.
blokus-hint-fits = Kasya rito ang { $piece }, { $cubes ->
    [0] nakapatong sa turntable
   *[other] nakapatong sa { $cubes } na cube
}: i-click para ibaba. Iniikot ito ng R, F, G.
blokus-hint-refused = { $piece }: { $reason }
blokus-player = manlalaro { $number }
blokus-player-score = manlalaro { $number }: { $score }
blokus-wins = Panalo ang { $winners } ({ $scores })
blokus-shared = Hati sa panalo ang { $winners } ({ $scores })
blokus-structure-a = A Tore
blokus-structure-b = B Pader
blokus-structure-c = C Hagdan
blokus-structure-d = D Piramide

## Mga naka-save na laro
games-title = Mga naka-save na laro
games-none = Wala pang naka-save na laro: itinatago rito ng I-save sa mesa ang laro.
games-folder = Nakatago ang mga laro sa { $folder }. Kopyahin doon ang isang record (mula sa `tabletop-cli deblockle match --record`, o mula sa kaibigan) para mabuksan ito. Nabubuksan din ang mga laro ng Hive mula sa hivegame.com, Mzinga (.pgn) at BoardSpace (.sgf).
games-entry = { $name }: { $game }, { $moves } tira, { $end }
games-entry-blokus = { $name }: Blokus 3D, { $pieces } piyesa, { $end }
games-won = nanalo si { $player }
games-drawn = tabla
games-unfinished = hindi pa tapos
games-over = tapos na
games-unreadable = Hindi mabuksan: { $detail }
games-reading = Binabasa ang mga naka-save na laro: { $read } sa { $total }…

## Setup ng Deblockle
setup-dice-failed = Hindi maigulong ang mga bloke; magsimula ng bagong laro mula sa menu.
setup-turn-left = Iikot pakaliwa  Shift+R
setup-turn-right = Iikot pakanan  R
setup-turn-right-pad = Iikot pakanan  { $x }
setup-done = Tapos  Enter
setup-done-pad = Tapos  { $a }
setup-computer-rolls = Iginugulong ng computer ang mga bloke ni { $owner }
setup-computer-places = Inilalagay ng computer ang mga bloke ni { $owner }
setup-rolls = { $roller }, igulong ang mga bloke ni { $owner }
setup-places = { $roller }, ilagay ang mga bloke ni { $owner }
setup-hint-tumble = Gumugulong sila papunta sa tray; ang blokeng tumigil nang nakatagilid ay igugulong ulit.
setup-rolled = Lumabas: { $faces }
setup-hint-at-random = Inilagay nang random.
setup-hint-watch = Panoorin kung saan nito inilalagay: ito ang pumipili ng espasyo at ikot.
setup-friend-rolls = Inihahagis ng kaibigan mo ang mga bloke ni { $owner }
setup-friend-places = Inilalagay ng kaibigan mo ang mga bloke ni { $owner } sa kanyang computer
setup-hint-friend = Ang parehong hagis ang bumabagsak sa kanyang screen; darating ang kanyang pagkakalagay kapag pinindot niya ang Tapos.
setup-fell-otherwise = Iba ang bagsak ng dice sa computer ng kaibigan mo: ang hagis niya ang masusunod, ayon sa nakikita niya.
setup-hint-all-placed = Nailagay na lahat. Iikot ang anumang bloke gamit ang R, ilipat ito, o pindutin ang Tapos.
setup-hint-drag = I-drag ang bawat bloke sa isang kumikinang na espasyo ni { $owner }, o i-click ang bloke at saka ang espasyo.
setup-hint-turn = Iniikot ng R o ng wheel ang napiling bloke; nananatili sa itaas ang lumabas na mukha. Mga key: pumipili ng bloke ang Tab, ibinababa ito ng Enter, inililipat ito ng Space.

## Pag-save
save-title = I-save ang laro bilang
save-hint = Sine-save ng Enter, kinakansela ng Esc. Mapupunta ang laro sa folder ng mga laro.
save-cancel = Kanselahin
save-done = Na-save bilang { $path }
save-failed = Hindi na-save: { $error }
autosave-unreadable = Hindi mabasa ang naka-save na laro ({ $error }). Hindi ito gagalawin, at hindi ise-save ang session na ito.
autosave-failed = Hindi ma-save ang laro ({ $error }); nananatili ang naunang save gaya ng dati.

## Tutorial
tutorial-title = Matuto sa paglalaro
tutorial-intro = Pumili ng laro, saka laruin ang mga aralin nito sa mesa. Puwedeng ulitin ang mga tapos nang aralin; puwedeng laktawan ang kahit alin.
tutorial-lesson = { $number }. { $title }
tutorial-lesson-done = { $number }. { $title }  [tapos]
tutorial-lesson-title = Aralin { $number }: { $title }
tutorial-hint = Pahiwatig
tutorial-restart = Ulitin
tutorial-next = Susunod na aralin
tutorial-lessons = Mga aralin
tutorial-unreadable = Hindi mabasa ang mga aralin: { $detail }
progress-unreadable = Hindi mabasa ang progreso ({ $error }); itatago lang ito sa run na ito.
lesson-complete = Magaling: tapos na ang aralin.
goal-reach = Layunin: dalhin ang isang bloke sa { $square }.
goal-remove = { $count ->
    [one] Layunin: mag-alis ng isang bloke sa board.
   *[other] Layunin: mag-alis ng { $count } bloke sa board.
}
goal-win = Layunin: alisin ang huli mong bloke at manalo.
goal-deblockle = Layunin: iwan ang kalaban na walang matitira.
paragraphs = { $first }

    { $rest }

# Mga pahiwatig: ang tira ng makina para sa titira, at kung bakit.
hud-hint = Pahiwatig  F3
hud-hint-pad = Pahiwatig
hint-thinking = Naghahanap ng pahiwatig...
hint-none = Walang pahiwatig: walang tirang malalaro.
hint-move = Pahiwatig: { $move }. { $reason }
hint-wins-now = Panalo agad ito.
hint-wins-in = { $turns ->
    [one] Panalo ito sa susunod na tira.
   *[other] Panalo ito sa loob ng { $turns } tira.
}
hint-holds-out = { $turns ->
    [one] Talo ang laro kung pinakamahusay ang laro ng kalaban; ito ang pinakamatagal na makakatagal (1 tira).
   *[other] Talo ang laro kung pinakamahusay ang laro ng kalaban; ito ang pinakamatagal na makakatagal ({ $turns } tira).
}
hint-draws = Napapanatili nito ang tabla.
hint-chance = Sa tirang ito, { $percent } % ang tsansa mo.
hint-takes-block-off = Nag-aalis ito ng isang bloke sa board. { $then }

eval-wins-in = { $turns ->
    [one] Panalo si { $player } sa susunod niyang tira.
   *[other] Kung pinakamahusay ang laro, panalo si { $player } sa loob ng { $turns } tira.
}
eval-drawn = Tabla kung pinakamahusay ang laro.
eval-game-drawn = Tabla ang laro.
eval-chances = Titira si { $player }: { $percent } % ang tsansa.
eval-thinking = Tinitingnan ng makina ang posisyon...
eval-solving = Nilulutas ang dulo ng laro na tig-iisang bloke (ilang segundo): eksakto ang magiging hatol.
deblockle-endgames-building = Nilulutas ng kompyuter (mahirap) ang bawat dulo ng laro na may tatlong bloke, minsan lang (ilang minuto): { $percent } %
eval-line = Inaasahan ng makina: { $line }

hud-review = Suriin  F5
hud-review-pad = Suriin
review-title = Pagsusuri
review-close = Isara
review-nothing = Wala pang tirang masusuri.
review-failed = Huminto ang pagsusuri bago matapos.
review-progress = Sinusuri ng makina ang laro: { $done } sa { $total } posisyon.
review-summary = { $player }: { $best } pinakamahusay, { $good } mahusay, { $inaccuracy } hindi eksakto, { $mistake } mali, { $blunder } malaking mali.
review-next = Tira { $number }, { $player }: { $move }, { $mark }.
review-better = Ang tira ng makina ay { $move }: ipinapakita itong handang laruin. Inuulit ng Redo ang tira sa laro. Itinatabi ito ng V bilang baryasyon.
review-end = Dulo ng laro. Umaatras sa laro ang Undo.
review-mark-best = pinakamahusay
review-mark-good = mahusay
review-mark-inaccuracy = hindi eksakto
review-mark-mistake = mali
review-mark-blunder = malaking mali

menu-position = Mula sa posisyon
position-title = Laruin o suriin mula sa isang posisyon
position-hint-deblockle = I-type o i-paste ang posisyon ng Deblockle: bawat hanay mula 7 pababa sa 1, saka kung sino ang titira (g o t), tulad ng halimbawa. Ang mga opsyon sa itaas ang pumipili kung sino ang maglalaro.
position-hint-hive = I-paste ang UHP GameString (Base;InProgress;White[3];wS1;bG1 -wS1;...), gaya ng ine-export ng mga programa ng Hive. Ang mga opsyon sa itaas ang pumipili kung sino ang maglalaro.
position-hint-blokus3d = I-paste ang posisyon ng Blokus 3D: ang istruktura at mga manlalaro, saka bawat paglalagay (A-2; L4:5@3,2; ...). Ang mga opsyon sa itaas ang pumipili kung sino ang maglalaro.
position-open = Buksan
position-refused = Hindi posisyon: { $reason }
editor-how = I-click ang parisukat: bloke ng Gold, ng Teal, bakante. Right-click o Ikutin: ang susunod na oryentasyon ng bloke (mukha sa itaas / mukha sa hilaga).
editor-turn-block = Ikutin ang bloke
editor-to-move = Titira si { $player }
setting-up-begin = Ihanda  F8
setting-up-begin-pad = Ihanda
setting-up-title = Ihanda ang posisyon
setting-up-how-deblockle = I-click ang parisukat: bloke ng Gold, ng Teal, bakante. Right-click o R: iikot ang bloke.
setting-up-how-hive = Tumpok sa reserba, saka hex: doon ang tile nito. Tile lang: sa kamay mo. Right-click: balik sa reserba.
setting-up-how-blokus = Pumapasok ang piyesa saanman ito makalapag, anuman ang madikitan. Right-click sa column: labas ang nasa itaas.
setting-up-pass-blokus = Susunod na kulay  N
setting-up-pass-blokus-pad = Susunod na kulay
setting-up-out-blokus = Labas / pasok  O
setting-up-out-blokus-pad = Labas / pasok
setting-up-cancel-blokus = Kanselahin
setting-up-in-hand = Nasa kamay: { $bug } ng { $player }. I-click ang isang hex.
setting-up-pass = Ipasa ang tira  T
setting-up-pass-pad = Ipasa ang tira
setting-up-friend = Laban sa kaibigan
setting-up-computer = Laban sa computer
setting-up-cancel = Kanselahin  Esc
setting-up-cancel-pad = Kanselahin  { $b }
setting-up-cannot-arise = Walang larong aabot dito: { $reason }
analyse-here = Board ng pagsusuri: sa iyo na ang lahat ng panig; walang programang sasagot sa mga tirang susubukan mo. Itinatabi ng I-save ang laro.
play-on = Mula rito, ang kompyuter ({ $level }) ang maglalaro sa lahat ng panig maliban sa iyo.

## Mga palaisipan
puzzles-title = Mga palaisipan
puzzles-intro = Iisa ang tamang sagot ng bawat palaisipan. Kusang nilalaro ang mga sagot ng kalaban; ang tirang sumablay ay sinasagot, saka binabawi.
puzzles-streak = Sunod-sunod: { $streak } ang nalutas nang tuloy-tuloy sa unang subok (pinakamarami { $best })
puzzles-next-unsolved = Susunod na hindi pa nalulutas
puzzles-level = Antas { $level }: { $solved } sa { $total } ang nalutas
puzzles-unreadable = May mga palaisipang nawawala: { $detail }
puzzle-title = Palaisipan { $number }, antas { $level }
puzzle-goal-win = { $turns ->
    [one] Tira ni { $player }: manalo sa tirang ito.
   *[other] Tira ni { $player }: manalo sa loob ng { $turns } tira, anuman ang gawin ni { $opponent }.
}
puzzle-goal-take-off = { $turns ->
    [one] Tira ni { $player }: alisin sa board ang bloke sa { $square } sa tirang ito.
   *[other] Tira ni { $player }: alisin sa board ang bloke sa { $square } sa loob ng { $turns } tira, anuman ang gawin ni { $opponent }.
}
puzzle-goal-escape = Tira ni { $player }: malapit ka nang iwan ni { $opponent } nang walang matitira. Tumira nang walang sagot na makakakulong sa iyo.
puzzle-goal-draw = Tira ni { $player }: laban sa pinakamahusay na laro ni { $opponent }, talo ang bawat tira maliban sa isa. Hanapin ang tirang magpapanatili ng tabla.
puzzle-hint = Pahiwatig
puzzle-solution = Solusyon
puzzle-retry = Ulitin
puzzle-next = Susunod na palaisipan
puzzle-list = Mga palaisipan
puzzle-hint-given = Ang nakailaw na piyesa ang susunod na gagalaw.
puzzle-missed = Hindi iyan.
puzzle-refuted = Hindi iyan: sinasagot ito ng { $move }. Subukan muli.
puzzle-solved = Nalutas!
puzzle-shown = Iyan ang solusyon.

## Orasan
clock-none = wala
clock-fischer = { $control }
clock-per-move = { $seconds } s bawat tira
clock-face = { $player } { $time }
clock-face-running = • { $player } { $time }
clock-faces = { $first }     { $rest }
wins-on-time = Panalo si { $player } dahil naubos ang oras ng kalaban
wins-by-resignation = Panalo si { $player }: sumuko si { $loser }
blokus-out-on-time = Naubos ang oras ng { $colour }: labas na sa laro.
blokus-out-resigned = Sumuko ang { $colour }: labas na sa laro.
clock-custom = itinipa: { $control }
clock-custom-hint = Minuto bawat isa + segundo bawat tira, gaya ng 7+2 (0+20: dalawampung segundo bawat tira)
games-timed = { $entry }, orasang { $control }
announce-move = Tumira si { $player }: { $move }

## The new-game options (the menu's second page)
options-players = Mga manlalaro
options-rules = Mga tuntunin at baryante
options-setup = Setup
options-count = { $count }
options-less = –
options-more = +
options-person = Isang tao sa screen na ito
options-computer = Computer, { $level }
options-engine = Isang UHP engine
options-at-random = Random
options-opponent = Kalaban
options-opponent-about = Makipaglaro sa isang tao sa screen na ito, sa computer sa isa sa anim na antas (o sa antas ng iyong lakas), o sa kaibigan sa ibang computer.
options-computer-side = Ang kalaban mo ay si
options-computer-side-about = Ang kulay na nilalaro ng computer o ng kaibigan mo; sa iyo ang isa pa.
options-no-adjacent = Walang magkatabing bloke
options-no-adjacent-about = Hindi puwedeng matapos ang tira sa tabi ng bloke ng kalaban.
options-tip-without-hop = Tip na walang mapag-hohopan
options-tip-without-hop-about = Kapag walang mapag-hohopan ang na-tip na bloke ayon sa simbolo nito: hindi puwede ang tira, o nananatili ang bloke kung saan ito na-tip.
options-tip-forbid = Hindi puwede
options-tip-stay = Nananatili
options-repetition = Tabla kapag tatlong ulit ang posisyon
options-repetition-about = Ang parehong posisyon sa ikatlong beses, na parehong manlalaro ang titira, ay tabla.
options-gold-blocks = Mga bloke ni Ginto
options-gold-blocks-about = Ilang bloke ang laro ni Ginto: mas kaunting ilalabas sa board ay kalamangan para sa mas mahinang manlalaro.
options-teal-blocks = Mga bloke ni Teal
options-teal-blocks-about = Ilang bloke ang laro ni Teal: mas kaunting ilalabas sa board ay kalamangan para sa mas mahinang manlalaro.
options-first = Unang titira
options-first-about = Sino ang unang titira; kung random, ang laro ang magpapasya sa simula.
options-placing = Paglalagay ng mga bloke
options-placing-about = Pagkatapos ng gulong, ikaw ang maglalagay ng mga bloke sa mga panimulang parisukat, o ilagay sila nang random agad.
options-placing-by-hand = Mano-mano
options-placing-quick = Mabilis, random
options-roll-animation = Animasyon ng paggulong
options-roll-animation-about = Ipakita ang paghagis ng mga bloke sa simula, o ilapag sila agad.
options-hive-seat-about = Sino ang naglalaro ng kulay na ito: isang tao sa screen na ito, ang computer sa isang antas, o isang UHP engine (i-type ang command nito sa ibaba).
options-tournament = Tuntunin ng torneo
options-tournament-about = Walang puwedeng maglagay ng Reynang Bubuyog sa unang tira niya.
options-mosquito-about = Idinadagdag ang Lamok (expansion): gumagalaw ito gaya ng alinmang insektong nahahawakan nito.
options-ladybug-about = Idinadagdag ang Ladybug (expansion): dalawang hakbang sa ibabaw ng hive, saka isang pababa.
options-pillbug-about = Idinadagdag ang Pillbug (expansion): kaya nitong buhatin ang katabi sa ibabaw nito.
options-players-count = Mga manlalaro
options-players-count-about = Ilan ang maglalaro: dalawa, tatlo o apat, o dalawa na may tig-dalawang kulay.
options-two-colours-each = 2, tig-dalawang kulay
options-seat = Manlalaro { $number }
options-blokus-seat-about = Sino ang nasa upuang ito: isang tao sa screen na ito, o ang computer sa isa sa anim na antas (o sa antas ng iyong lakas).
options-structure = Istruktura
options-structure-about = Ang hugis na sabay-sabay na binubuo ng lahat; ang mga parisukat nito na kita mula sa itaas ang binibilang.
options-clock = Orasan
options-clock-about = Oras ng bawat manlalaro: wala, isang preset (minuto bawat isa + segundong idinadagdag bawat tira), o isang itinype.
clock-typed-in = Itinype

## Playing a friend on another computer: why a joiner was refused
net-refused-no-hello = Hindi sinabi ng kabilang computer kung sino ito.
net-refused-other-version = Ibang bersyon ang tabletop ng kaibigan mo ({ $theirs }; ito ay { $ours }): kailangang pareho ang bersyon ninyo.
net-refused-wrong-secret = Hindi na balido ang imbitasyong ito: humingi ng bago sa kaibigan mo.
net-refused-table-full = Puno na ang mesa.
net-refused-other-game = Ibang laro ang nasa computer ng kaibigan mo: hindi na ito maitutuloy.

## Paglalaro kasama ang kaibigan sa ibang computer
seat-friend = kaibigan sa ibang lugar
options-friend = Kaibigan sa ibang computer
menu-join-friend = Sumali sa kaibigan
join-title = Sumali sa kaibigan
join-about = I-paste ang imbitasyong ipinadala ng kaibigan mo, saka piliin ang Sumali.
join-paste = I-paste
join-join = Sumali
join-connecting = Inaabot ang computer ng kaibigan mo…
join-not-an-invitation = Hindi ito imbitasyon: nagsisimula ang imbitasyon sa "tabletop-".
join-damaged = Nabago o naputol ang imbitasyon sa pagkopya: kopyahin itong muli nang buo.
join-unreadable = Galing ang imbitasyong ito sa ibang bersiyon ng tabletop.
join-host-left = Isinara ng computer ng kaibigan mo ang koneksiyon.
join-other-game = Nag-aalok ang kaibigan mo ng { $game }, larong wala sa tabletop na ito.
join-nearby = Mga mesa sa network na ito
join-nearby-looking = Naghahanap ng mga mesa sa network na ito…
join-nearby-off = Hindi hinahanap ang mga mesa sa network na ito: nakatali ang tabletop na ito sa computer na ito.
join-nearby-table = { $game } kasama si { $name }
net-failed = Pumalya ang network: { $reason }
net-no-undo = Hindi mababawi ang tira kapag higit sa dalawa ang naglalaro sa iba't ibang computer.
net-waiting = Hinihintay ang kaibigan mo: walang nilalaro hangga't wala siya sa mesa.
net-turned-away = May tinanggihan: { $reason }
net-flood = Sobra ang ipinapadala ni { $name }: itinapon ang ilan.
net-garbled = Nagpadala si { $name } ng hindi mensahe: isinara ang koneksiyon niya.
net-away = Wala si { $name }: hinihintay siyang bumalik.
net-name = { $name }
net-the-host = ang kaibigan mo
net-visitor = bisita { $number }
net-joined = Sumali si { $name }.
net-back = Bumalik si { $name }.
net-move-refused = Tinanggihan ang tira mula sa ibang computer ({ $move }): { $reason }
net-not-its-turn = hindi nila turno.
net-setup-refused = Tinanggihan ang pagkakaayos ng kaibigan mo: { $reason }
net-not-preparing = May dumating na hakbang ng pag-aayos kahit walang pag-aayos na nagaganap.
net-not-begun = Hindi pa nagsisimula ang laro: magsisimula ito kapag tapos na ang pag-aayos.
net-chat = { $name }: { $line }
net-resigned = Sumuko si { $name }.
net-resign = Sumuko
net-offer-draw = Mag-alok ng tabla
net-resign-confirm = Susuko sa larong ito?
net-resign-yes = Sumuko
net-resign-no = Ituloy
net-draw-offers = Nag-aalok si { $name } ng tabla.
net-draw-accept = Tanggapin ang tabla
net-draw-decline = Ituloy
net-draw-offered = Nag-alok ka ng tabla: hinihintay ang sagot ng kaibigan mo.
net-draw-waiting = Nakapag-alok ka na ng tabla: hintayin ang sagot.
net-draw-accepted = Pumayag ang kaibigan mo: tabla ang laro.
net-draw-declined = Tinanggihan ng kaibigan mo ang tabla: ituloy ang laro.
net-no-draw = Walang tablang pinagkakasunduan sa larong ito.
net-rematch-offered = Nag-alok ka ng panibagong laro: hinihintay ang sagot ng kaibigan mo.
net-rematch-waiting = Nakapag-alok ka na ng panibagong laro: hintayin ang sagot.
net-no-rematch = Nag-aalok ng panibagong laro kapag tapos na ang laro, sa mesang pandalawahan.
net-help-agreed = Pareho kayong pumayag ng kaibigan mo sa mga pahiwatig at pagtatasa sa mesang ito.
net-rematch-offers = Nag-aalok si { $name } ng panibagong laro, palit ang kulay.
net-rematch-yes = Maglaro ulit
net-rematch-no = Hindi, salamat
net-rematch-declined = Tinanggihan ng kaibigan mo ang panibagong laro.
net-rematch-accepted = Pumayag ang kaibigan mo: simula na ang panibagong laro, palit ang kulay.
net-rematch-begins = Simula na ang panibagong laro, palit ang kulay.
net-games-differ = Magkaiba ang laro sa dalawang computer ({ $theirs } tira roon, { $ours } dito): hindi matutuloy ang laro.
net-opening = Binubuksan ang mesa para sa mga kaibigan mo…
net-send-invitation = Ipadala ang imbitasyong ito sa kaibigan mo: magsisimula ang laro pagsali niya.
net-reconnecting = Hinihintay ang kaibigan mo… muling kumokonekta
net-checking = Tinitiyak na iisa ang laro sa dalawang computer…
net-playing-with = Kalaro mo si { $names } sa ibang computer.
net-copy = Kopyahin ang imbitasyon
net-copied = Nasa clipboard na ang imbitasyon.
net-copy-failed = Hindi nakopya ang imbitasyon: { $reason }
net-no-help = Walang pahiwatig, pagtatasa o computer sa larong kasama ang kaibigan sa ibang computer.
net-no-redo = Hindi na inuulit ang mga binawing tira sa larong kasama ang kaibigan sa ibang computer.
net-undo-waiting = Hindi pa sumasagot ang kaibigan mo.
net-undo-asked = Tinanong ang kaibigan mo kung puwedeng bawiin ang huling tira.
net-undo-asks = Hinihiling ni { $name } na bawiin ang huling tira.
net-undo-declined = Tumanggi ang kaibigan mo: mananatili ang tira.
net-undo-accepted = Pumayag ang kaibigan mo: binawi ang huling tira.
net-undo-accept = Bawiin
net-undo-decline = Hayaan
net-chat-hint = Ipinapadala ng Enter ang isang linya sa mga kaibigan mo.
settings-group-network = Network
settings-relay = Relay
settings-relay-about = Kung saan dadaan ang larong kasama ang kaibigan sa ibang computer kapag hindi direktang maabot ng dalawang computer ang isa't isa. Walang ipinapadala kahit saan hangga't hindi ka nagbubukas ng mesa o sumasali.
settings-relay-public = Mga pampublikong relay (ng iroh)
settings-relay-none = Wala: lokal na network at direktang address lang
settings-relay-own = Sarili kong relay
settings-relay-address = Address ng relay mo (https://…)
settings-friends-help = Mga pahiwatig kasama ang kaibigan
settings-friends-help-about = Mga pahiwatig at pagtatasa sa mesang kasama ang kaibigan sa ibang computer, kung bubuksan din ito ng kaibigan mo. Kapag sarado, walang tulong sa alinmang panig.
net-claim-offer = Matagal nang wala ang kaibigan mo: puwede mong angkinin ang panalo (sa oras), o maghintay pa.
net-claim = Angkinin ang panalo
net-claimed = Inangkin mo ang panalo: naubos ang oras ng kaibigan mo.
net-no-jump = Nananatili sa huling tira nito ang larong kasama ang kaibigan sa ibang computer, sa dalawang computer.
net-time-out-refused = Tinanggihan ang pagkaubos ng oras na hindi sa manlalarong titira.
net-resign-refused = Tinanggihan ang pagsuko para sa upuang hindi nilalaro ng nagpadala.

## When the game stops on an error (a message box on Windows)
failure-title = Huminto ang tabletop
failure-no-graphics = Walang nakitang graphics adapter ang tabletop na magagamit nito sa pagguhit (kailangan nito ng Vulkan, DirectX 12 o Metal). Kadalasang nakatutulong ang pag-update ng graphics driver.
failure-panic = Huminto ang tabletop dahil may nangyaring mali: { $what }
failure-error = Huminto ang tabletop dahil sa isang error.
failure-log = Nakatala ang mga babala at error ng pagtakbong ito sa { $log }.
