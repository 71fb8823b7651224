# Paano maglaro: ang mga tuntunin ng bawat laro sa ilang pahina, may larawan.

ref-title = Paano maglaro ng { $game }
ref-close = Isara  Esc
ref-close-pad = Isara  { $b }
ref-previous = < Bumalik
ref-next = Susunod >
ref-page = Pahina { $page } sa { $pages }
ref-open = Paano maglaro
ref-open-at-table = Tuntunin  F2
ref-open-at-table-pad = Tuntunin
help-rules = F2: paano laruin ang larong ito

## Deblockle
ref-deblockle-goal-title = Ang layunin
ref-deblockle-goal-body = Nilalaro ang Deblockle sa board na 7 por 7 na may dalawang star space. Sa timog nagsisimula si Ginto at sa hilaga si Teal, tig-apat na bloke.

    Ang target mo ay ang bituin sa panig ng kalaban. I-tip doon ang isa mong bloke nang Bituin ang nasa itaas at aalis ang blokeng iyon sa board. Ang unang makapag-alis ng lahat ng kaniyang bloke ang panalo.
ref-deblockle-tip-title = Bawat tira: isang tip
ref-deblockle-tip-body = Pumili ng isa mong bloke at i-tip ito sa isa sa mga gilid sa ibaba papunta sa katabing espasyo: hilaga, silangan, timog o kanluran, hindi kailanman pahilis. Dapat nasa board at bakante ang espasyo.

    Hindi puwedeng i-tip ang bloke sa star space, maliban kung Bituin ang nasa itaas sa iyong target star. Hindi puwede ang tip na mag-iiwan ng Bituin sa itaas saanman.
ref-deblockle-hops-title = Saka isang hop
ref-deblockle-hops-body = Ang simbolong nasa itaas na ang nagsasabi kung paano mag-hop ang parehong bloke:
    Stop: walang hop, tapos ang tira.
    Krus: isang espasyo pahilaga, pasilangan, patimog o pakanluran.
    X: isang espasyo nang pahilis.
    Slider: diretso hanggang pigilan ng gilid o ng bloke (puwedeng tumigil sa mismong tabi ng bituin).
    Hoops: eksaktong tatlong solong hakbang, sa mga bakanteng espasyo.

    Hindi kailanman natatapos ang hop sa bituin, at puwede lang ang tip kung may mapupuntahan ang hop nito.
ref-deblockle-leaving-title = Pag-alis sa board
ref-deblockle-leaving-body = Aalis lang ang bloke sa board kapag na-tip ito sa iyong target star at umakyat sa itaas ang mukhang Bituin. Wala nang hop pagkatapos: tapos ang tira.

    Magplano nang maaga: para mag-tip pahilaga papunta sa bituin, dapat nasa timog na gilid ng bloke ang Bituin, dahil iniaakyat ng tip pahilaga ang timog na mukha.
ref-deblockle-blocked-title = Naharangan, at tabla
ref-deblockle-blocked-body = Ang manlalarong walang legal na tira ay na-Deblockle: lalaktawan ang kaniyang tira, at titira ulit ang kalaban hanggang may tirang magpalaya sa kaniya.

    Kung walang makatira sa dalawa, tabla ang laro. Sa app na ito, tabla rin kapag ikatlong beses nang lumabas ang parehong posisyon (puwede itong isara sa menu).
ref-deblockle-setup-title = Ang setup
ref-deblockle-setup-body = Bago ang laro, iginugulong ng bawat manlalaro ang mga bloke ng kalaban na parang dice. Ang mukhang lumabas sa itaas ay mananatili sa itaas.

    Saka mo ilalagay ang mga bloke ng kalaban sa kanilang mga panimulang espasyo, iniikot sa patayong aksis ayon sa gusto mo: ang unang pagkakataon mong pahirapan ang laro niya. Mayroon ding mabilis na setup sa menu na naglalagay ng mga bloke nang random.

## Hive
ref-hive-goal-title = Ang layunin
ref-hive-goal-body = Walang board ang Hive: ang mga tile mismo ang bumubuo nito. May labing-isang tile ang bawat manlalaro: isang Reynang Bubuyog, dalawang Salagubang, tatlong Tipaklong, dalawang Gagamba at tatlong Sundalong Langgam.

    Paligiran ang Reyna ng kalaban sa anim na gilid nito, ng mga tile na kahit anong kulay, at panalo ka. Kung sabay na napaligiran ang dalawang Reyna, tabla ang laro.
ref-hive-placing-title = Paglalagay ng tile
ref-hive-placing-body = Sa iyong tira, maglagay ng tile mula sa iyong reserba o ilipat ang isang nasa hive na.

    Pagkatapos ng unang dalawang tile, dapat dumikit ang bagong tile sa sarili mong kulay at hindi sa kabilang kulay. Dapat nailagay na ang iyong Reyna pagsapit ng ikaapat mong round, at dito hindi ito puwedeng ilagay sa unang round (tuntunin ng torneo).
ref-hive-moving-title = Paglipat ng tile
ref-hive-moving-body = Walang tile na puwedeng gumalaw hangga't wala pa sa hive ang Reyna ng may-ari nito.

    Dapat buo ang hive: hindi makagagalaw ang tile na hahati rito kapag inilipat. Hindi rin makadadausdos ang tile sa puwang na masyadong makitid, sa pagitan ng dalawang tile na parehong dumidikit sa kinaroroonan nito at sa pupuntahan nito.
ref-hive-bugs-title = Ang mga insekto
ref-hive-bugs-body = Reynang Bubuyog: isang espasyo bawat tira.
    Salagubang: isang espasyo, at puwede itong umakyat sa ibabaw ng hive; hindi makagagalaw ang tile na nasa ilalim ng Salagubang.
    Tipaklong: tumatalon nang diretso sa ibabaw ng isa o higit pang tile papunta sa unang bakanteng espasyo.
    Gagamba: eksaktong tatlong espasyo paikot sa hive.
    Sundalong Langgam: kahit ilang espasyo paikot sa hive.
ref-hive-expansions-title = Ang mga kulisap ng expansion
ref-hive-expansions-body = Pinipili sa mga opsyon ng Hive: may tig-iisa ang bawat manlalaro.
    Lamok: gumagalaw tulad ng alinmang kulisap na dinidikitan nito; sa ibabaw ng hive, gumagalaw ito tulad ng Salagubang; kung mga Lamok lamang ang dinidikitan, hindi ito makagagalaw.
    Ladybug: eksaktong tatlong puwang: dalawa sa ibabaw ng hive, saka isang pababa sa bakanteng puwang.
    Pillbug: isang puwang tulad ng Reyna, o sa halip ay inaangat ang katabing tile sa ibabaw nito papunta sa bakanteng puwang na katabi nito: tile ng alinmang kulay, hindi nasa patong, hindi ang inilipat noong nakaraang tira, hindi dumaraan sa puwang sa pagitan ng dalawang patong. Ganoon din ang magagawa ng Lamok na dumidikit sa Pillbug. Hindi makagagalaw o maililipat ang tile na inilipat noong nakaraang tira.
ref-hive-end-title = Pagpasa, at ang wakas
ref-hive-end-body = Papasa ka lang kapag hindi ka makapaglagay o makapaglipat ng tile; sasabihin ito ng app at ipapakita ang button na Pumasa.

    Natatapos ang laro kapag napaligiran ang isang Reyna. Tabla kapag ikatlong beses na ang parehong posisyon.

## Blokus 3D
ref-blokus-goal-title = Ang layunin
ref-blokus-goal-body = Sama-sama kayong nagtatayo ng istruktura sa turntable, piyesa por piyesa. May labing-isang piyesa ang bawat kulay, na may dalawa hanggang apat na cube.

    Sa dulo, tingnan ang istruktura mula mismo sa itaas: bawat espasyong kakulay mo ang pinakamataas na cube ay isang puntos. Bawat piyesang hindi mo nailagay ay bawas na isang puntos. Ang may pinakamataas na puntos ang panalo.
ref-blokus-placing-title = Paglalagay ng piyesa
ref-blokus-placing-body = Mula sa itaas inilalagay ang mga piyesa, iniikot ayon sa gusto mo. Dapat nakapatong ang bawat cube sa turntable o sa cube na mismong nasa ilalim nito: walang puwang sa ilalim ng piyesa.

    Dapat dumikit sa turntable ang una mong piyesa at may kaparehong mukha sa isang piyesang nailagay na (kahit saan puwede ang pinakaunang piyesa). Pagkatapos, dapat may buong kaparehong mukha ang bawat piyesa sa isang cube na kakulay mo.
ref-blokus-limits-title = Ang istruktura
ref-blokus-limits-body = Ang napiling istruktura ang nagsasabi kung saan puwede ang mga cube: sa mga espasyo lang nito, at hindi lalampas sa numero sa bawat espasyo.

    Pindutin ang H para makita kung saan kasya ang hawak na piyesa, ang L para makita ang natitirang puwang, at ang T para tumingin mula mismo sa itaas.
ref-blokus-end-title = Ang wakas
ref-blokus-end-body = Kung wala kang mailagay na piyesa sa iyong tira, wala ka na sa laro hanggang sa dulo. Natatapos ang laro kapag wala nang makapaglagay.

    Hati sa panalo ang mga manlalarong magkapareho ng pinakamataas na puntos.
