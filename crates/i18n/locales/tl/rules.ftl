# Mga salita at pagtanggi mula sa mga tuntunin (tabletop_rules::Explained).

## Mga salita ng Deblockle
face-star = Bituin
face-stop = Stop
face-cross = Krus
face-x = X
face-slider = Slider
face-hoops = Hoops
player-gold = Ginto
player-teal = Teal

## Mga salita ng Hive at Blokus 3D
bug-queen = Reynang Bubuyog
bug-beetle = Salagubang
bug-grasshopper = Tipaklong
bug-spider = Gagamba
bug-ant = Sundalong Langgam
bug-mosquito = Lamok
bug-ladybug = Ladybug
bug-pillbug = Pillbug
colour-blue = Asul
colour-yellow = Dilaw
colour-red = Pula
colour-green = Berde

rules-game-over = Tapos na ang laro.

## Deblockle: bakit hindi puwede ang tira
deblockle-no-block = Walang bloke sa { $square }.
deblockle-tip-next-to-block = I-tip sa espasyong katabi ng bloke: hilaga, silangan, timog o kanluran.
deblockle-no-legal-move = Walang legal na tira ang bloke sa { $square }.
deblockle-not-your-block = Kay { $owner } ang bloke sa { $square }, hindi sa iyo.
deblockle-tip-off-board = Hindi puwedeng i-tip ang bloke palabas ng board.
deblockle-square-taken = May laman ang espasyong iyon: may bloke sa { $square }.
deblockle-tip-onto-home-star = Ang { $star } ay ang iyong home star: puwedeng i-tip ang bloke sa star space kung Bituin lang ang nasa itaas at sa iyong target star, { $target }.
deblockle-target-needs-star-up = Aalis lang ang bloke sa board kapag lumapag ito nang Bituin ang nasa itaas sa iyong target star; ang tip na ito ay magpapakita ng { $face }.
deblockle-star-up-off-target = Puwede lang humarap pataas ang Bituin sa iyong target star.
deblockle-hop-after-removal = Aalis ang bloke sa board sa iyong target star, kaya walang hop.
deblockle-stop-has-no-hop = Stop ang nasa itaas: tapos ang tira nang walang hop.
deblockle-nowhere-to-hop = Pagkatapos ng tip na ito, walang mapupuntahan ang { $face }, kaya hindi puwede ang tip.
deblockle-stays-without-hop = Pagkatapos ng tip na ito, walang mapupuntahan ang { $face }: mananatili ang bloke kung saan ito na-tip, walang hop.
deblockle-hop-missing = Kailangang mag-hop ng { $face } na nasa itaas: piliin kung saan ito lalapag, halimbawa { $example }.
deblockle-hop-onto-star = Hindi kailanman puwedeng tumigil ang bloke sa star space.
deblockle-cross-hops-one-square = Eksaktong isang espasyo ang hop ng Krus, pahilaga, pasilangan, patimog o pakanluran.
deblockle-x-hops-one-diagonal = Eksaktong isang espasyo nang pahilis ang hop ng X.
deblockle-slider-must-move = Kailangang gumalaw ng kahit isang espasyo ang Slider.
deblockle-slider-straight-line = Diretso ang dausdos ng Slider, pahilaga, pasilangan, patimog o pakanluran.
deblockle-slider-path-blocked = Hindi makakadaan ang Slider sa isang bloke.
deblockle-slider-stops-early = Dumadausdos ang Slider hanggang pigilan ito ng gilid o ng bloke; puwede lang itong tumigil nang maaga sa mismong tabi ng star space.
deblockle-hoops-odd-distance = Eksaktong tatlong solong hakbang ang Hoops, kaya lagi itong natatapos sa layong gansal.
deblockle-hoops-no-path = Hindi maaabot ng Hoops ang espasyong iyon sa tatlong solong hakbang sa mga bakanteng espasyo.
deblockle-ends-next-to-opponent = Kapag walang magkatabing bloke, hindi puwedeng matapos ang tira mo nang katabi ng bloke mo ang bloke ng kalaban.

## Deblockle: ang setup
setup-block-count = Dapat may 1 hanggang 4 na bloke si { $player }, hindi { $count }.
setup-roll-count = May { $expected } bloke si { $player }, pero { $found } ang naigulong.
setup-placement-count = May { $expected } bloke si { $player }, pero { $found } ang nailagay.
setup-not-a-starting-square = Hindi panimulang espasyo ni { $player } ang { $square }.
setup-square-used-twice = Dalawang bloke ang nailagay sa { $square }.
setup-unreadable-placement = Hindi iyan mabasa bilang mga blokeng inilagay: bawat isa ay ang parisukat nito at dalawang titik ng mukha, itaas saka hilaga, gaya ng c7SC.
setup-no-such-block = Walang bloke bilang { $block } si { $player }.
setup-top-changed = Ang bloke ni { $player } na lumabas na { $rolled } ay puwede lang iikot sa patayong aksis, nasa itaas pa rin ang { $rolled }, hindi para ipakita ang { $shown }.
setup-face-not-rolled = Ang bloke ni { $player } sa { $square } ay nagpapakita ng { $face } sa itaas, pero walang bloke ni { $player } na lumabas na { $face }.

## Hive: bakit hindi puwede ang tira
hive-pass-with-moves = Puwede lang pumasa kapag wala nang ibang puwede.
hive-not-yours = Hindi sa iyo ang { $piece }.
hive-out-of-order = Hindi pa ang { $piece }: ilagay muna ang { $next }.
hive-queen-on-first-turn = Hindi puwedeng ilagay ang Reyna sa unang round ng manlalaro.
hive-queen-due = Dapat nailagay na ang Reyna pagsapit ng ikaapat na round: ilagay ito ngayon.
hive-hex-taken = Sa bakanteng espasyo inilalagay ang bagong tile.
hive-must-touch-own = Dapat dumikit ang bagong tile sa sarili mong kulay.
hive-touches-other = Hindi puwedeng dumikit ang bagong tile sa kabilang kulay.
hive-must-touch-first = Dapat dumikit ang ikalawang tile sa una.
hive-first-tile-elsewhere = Sa gitna inilalagay ang unang tile.
hive-queen-not-placed = Walang tile na puwedeng gumalaw hangga't hindi pa nailalagay ang Reyna ng may-ari nito.
hive-covered = Natatakpan ng Salagubang ang { $piece } at hindi ito makagalaw.
hive-pinned = Mahahati ang hive kapag inilipat ang { $piece }.
hive-setup-in-parts = Hindi iisang hive ang mga tile: nahati ito sa dalawa o higit pang bahagi.
hive-setup-climber = Nakapatong ang { $piece } sa ibang tile, pero Salagubang lang (at Lamok na katabi nito) ang umaakyat.
hive-setup-no-queen = May apat nang tile si { $player } nang walang Reyna, na dapat dumating hanggang sa ikaapat.
hive-setup-black-first = May tile na ang Itim bago pa tumira ang Puti: Puti ang unang titira.
hive-setup-white-not-played = Wala pang tile, pero Itim ang titira: laging naglalapag ng tile ang Puti sa una nitong tira.
hive-setup-black-not-played = Nakatira na ang Itim pero wala pa itong tile: laging naglalapag ng tile ang Itim sa una nitong tira.
hive-setup-not-in-game = Wala sa larong ito ang { $piece }.
hive-setup-out-of-reach = Masyadong malayo sa mga tile ang hex na iyan: ilapag ang tile sa loob ng { $reach } hex mula sa isang tile o sa gitna ng mesa.
hive-nowhere-to-go = Walang mapupuntahan ang { $piece }.
hive-cannot-reach = Hindi maaabot ng { $bug } mula roon ang espasyong iyon.
hive-moved-last-turn = Nailipat ang { $piece } noong nakaraang tira, kaya hindi ito maaaring gumalaw o ilipat ngayon.
hive-stacked-not-thrown = Hindi maililipat ng Pillbug ang { $piece }: nasa isang patong ito.

## Blokus 3D: bakit hindi puwede ang paglalagay
blokus-not-in-hand = Wala sa iyong kamay ang { $piece }.
blokus-no-such-orientation = May mga oryentasyong 0 hanggang { $last } ang { $piece }, hindi { $orientation }.
blokus-outside = May cube na mapupunta sa labas ng istruktura.
blokus-overhang = Dapat nakapatong ang bawat cube sa board o sa isang cube: may maiiwang puwang sa ilalim nito.
blokus-too-high = May cube na magiging mas mataas kaysa sa pinapayagan ng istruktura roon.
blokus-first-must-touch-a-piece = Dapat may kaparehong mukha ang una mong piyesa sa isang piyesang nailagay na.
blokus-first-must-touch-the-board = Dapat dumikit sa board ang una mong piyesa.
blokus-must-touch-own-colour = Dapat may kaparehong mukha ang piyesa sa isang cube na kakulay nito.

## Deblockle: paano natatapos ang laro
deblockle-wins = Nalinis ni { $player } ang board at panalo siya!
deblockle-draw-neither-can-move = Tabla: walang manlalarong makatira.
deblockle-draw-repetition = Tabla: ikatlong beses nang lumabas ang parehong posisyon.
deblockle-draw-move-cap = Tabla: naabot na ang hangganan ng bilang ng tira.
deblockle-draw-agreement = Tabla, ayon sa pagkakasundo ng mga manlalaro.
deblockle-blocked = Na-Deblockle si { $blocked }: walang legal na tira, kaya titira ulit si { $player }.
hive-white = Puti
hive-black = Itim

board-block-on-star = Hindi puwedeng tumayo ang bloke sa bituin sa { $square }.
board-square-taken = Dalawang bloke sa { $square }.
board-too-many-blocks = Higit sa apat ang bloke ni { $player }.
position-at = Karakter { $column }: { $reason }
position-empty = Walang laman ang posisyon.
position-unexpected = Walang lugar dito ang '{ $found }'; ang hanay ay may mga digit 1-7, '*' at mga blokeng tulad ng gSC.
position-zero = ang digit ay bilang ng 1-7 bakanteng parisukat; bawal ang 0.
position-rank-too-long = higit sa 7 parisukat ang hanay { $rank }.
position-rank-too-short = { $squares } parisukat ang hanay { $rank }; 7 ang kailangan ng bawat hanay.
position-too-many-ranks = higit sa 7 hanay.
position-too-few-ranks = { $found } hanay ang board; 7 ang kailangan, hinihiwalay ng '/'.
position-star-off-star = Minamarkahan ng '*' ang { $square }, na hindi bituin (ang mga bituin ay d2 at d6).
position-missing-top = kailangan ng bloke sa { $square } ang titik ng mukha nito sa itaas (S P C X L H).
position-missing-north = kailangan ng bloke sa { $square } ang titik ng mukha nito sa hilaga (S P C X L H).
position-bad-top = Hindi mukha ang '{ $found }'; ang mukha sa itaas ng bloke sa { $square } ay isa sa S P C X L H.
position-bad-north = Hindi mukha ang '{ $found }'; ang mukha sa hilaga ng bloke sa { $square } ay isa sa S P C X L H.
position-faces-not-adjacent = hindi maipapakita ng bloke sa { $square } ang { $top } sa itaas at { $north } sa hilaga: hindi magkatabi ang mga mukhang iyon.
position-missing-turn = Pagkatapos ng board, isang espasyo at ang titira: g o t.
position-bad-turn = Hindi manlalaro ang '{ $found }'; ang titira ay g o t.
position-trailing = may iba pang teksto pagkatapos ng titira.
position-no-blocks = Walang bloke sa board ang alinmang manlalaro.
hive-bad-piece = Hindi tile ang '{ $text }' (tulad ng wQ, bS1, wA3).
hive-bad-move = Hindi tira ang '{ $text }' (tulad ng wS1, bG1 -wS1, wB1 wQ, pass).
hive-where-to = Sinasabi ng '{ $text }' kung aling tile pero hindi kung saan: pagkatapos ng unang tira, banggitin ang tile na katabi nito (gaya ng { $text } -wS1).
hive-not-in-hive = Wala sa hive ang { $piece }.
hive-illegal-in-game = { $move }: { $reason }
hive-bad-game-type = '{ $kind }' ang uri ng laro: Base ang inaasahan, o Base+ na may M, L at P (tulad ng Base+MLP).
hive-not-in-game = Wala sa larong ito ang { $piece }: hindi nilalaro ang expansion nito.
hive-game-contradicts = Sinasabi ng game string ang { $written }, pero { $replayed } ang ibinibigay ng mga tira nito.
hive-bad-start = Walang larong umaabot sa posisyong pinagsimulan nito: { $reason }
hive-set-up-start = Sa walang lamang mesa sinisimulan ng PGN at ng mga UHP engine ang bawat laro, pero nagsimula ang larong ito sa posisyong inayos ng kamay. I-save na lang ito.
hive-record-unknown = Hindi ito talaan ng Hive na nababasa ng programang ito (PGN mula sa hivegame.com o Mzinga, SGF ng BoardSpace, o UHP GameString).
hive-record-line = Linya { $line }: { $reason }
blokus-bad-setup = Hindi istruktura at bilang ng manlalaro ang '{ $text }' (tulad ng A-2, D-4, D-2x2).
blokus-bad-placement = Hindi paglalagay ang '{ $text }' (tulad ng L4:5@3,2: piyesa, oryentasyon, x, y).
blokus-illegal-placement = Paglalagay { $number } ({ $placement }): { $reason }
blokus-bad-set-up-part = Hindi bahagi ng ayos ang '{ $text }' (gaya ng B=L4:5@3,2, turn=Y o out=R).
blokus-bad-given-up = Hindi kulay sa laro na isinuko ang '{ $text }' (gaya ng R out of time o B resigned).
blokus-set-up-unreachable = Walang larong umaabot sa inayos na posisyon: { $reason }
blokus-set-up-apart = Hindi lahat ng piyesa ng { $colour } ay magkadikit ang mukha, at bawat piyesa matapos ang una ay may mukhang nakadikit sa sariling kulay.
blokus-set-up-off-the-board = Walang piyesa ng { $colour } na nakadikit sa board, pero nakadikit dito ang unang piyesa ng bawat kulay.
blokus-set-up-scattered = Hindi iisang istrukturang magkadikit ang mukha ang mga piyesa: bawat piyesa matapos ang una ay dumidikit sa nailagay na.
blokus-set-up-turn-order = Wala sa tira: isang piyesa bawat ikot ang bawat kulay na naglalaro pa.

## Clocks
clock-unreadable = Hindi time control ang '{ $text }': isulat ang minuto bawat isa at segundo bawat tira, gaya ng 5+3 (o 10, o 0+30).
clock-no-time = Walang ibinibigay na oras ang '{ $text }'.
clock-too-long = Higit sa isang araw ang '{ $text }'.

deblockle-unreadable-move = Hindi iyan tira sa notasyon ng Deblockle (gaya ng c1N-d3 o e3N).
