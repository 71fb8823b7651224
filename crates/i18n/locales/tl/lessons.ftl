# Mga aralin ng bawat laro: ang mga tab ng listahan, ang mga layunin ng mga
# aralin ng Hive at Blokus 3D, at ang mga teksto nila.

## Ang mga tab ng listahan ng aralin: ang pangalan ng bawat laro, at ang tab na ipinapakita
lessons-deblockle = Deblockle
lessons-hive = Hive
lessons-blokus3d = Blokus 3D
tutorial-tab-shown = [ { $game } ]

## Mga layunin sa Hive
hive-goal-line = Layunin: laruin ang mga tira ng aralin.
hive-goal-place-any = Layunin: maglagay ng tile.
hive-goal-place = Layunin: ilagay ang iyong { $bug }.
hive-goal-move = Layunin: igalaw ang iyong { $bug }.
hive-goal-win = Layunin: palibutan ang kabilang Reyna at manalo.
hive-goal-draw = Layunin: palibutan ang dalawang Reyna sa iisang tira.
hive-goal-pass = Layunin: pumasa sa iyong turno.

## Mga layunin sa Blokus 3D
blokus-goal-line = Layunin: gawin ang mga paglalagay ng aralin.
blokus-goal-place-any = Layunin: maglagay ng piyesa.
blokus-goal-place = Layunin: ilagay ang iyong { $piece }.
blokus-goal-rest = Layunin: maglagay ng piyesa sa ibabaw ng mga kubo, { $level } { $level ->
    [one] antas
   *[other] antas
} pataas.
blokus-goal-reach = Layunin: maglagay ng piyesa na ang pinakamataas na kubo ay { $level } kubo sa ibabaw ng board.
blokus-goal-top = Layunin: ipakita ng parisukat { $cell } ang iyong kulay mula sa itaas.
blokus-goal-put-out = Layunin: huwag mag-iwan ng lugar sa kabilang kulay.

# Mga aralin ng Hive

## 01-placing
hive-lesson-01-title = Paglalagay ng mga tile
hive-lesson-01-narration-1 = Walang board ang Hive: ang mga tile ang board. Bawat turno, maglalagay ka ng tile mula sa iyong reserba o igagalaw mo ang isang nasa pugad na. Naunang naglagay ang Puti ng Tipaklong; inilagay ng Itim ang kanila sa tabi nito.
hive-lesson-01-narration-2 = Mula sa iyong ikalawang tile, ang bagong tile ay dapat dumikit sa isa sa iyong mga tile at hindi sa kahit anong tile ng kalaban. Subukan ang hex sa tabi ng itim na Tipaklong: sasabihin ng laro kung bakit hindi puwede. Pagkatapos, maglagay ng tile sa isang may-ilaw na hex.
hive-lesson-01-hint-1 = I-click ang isang tile sa iyong reserba sa gilid ng mesa; ang mga berdeng hex ang mga puwede nitong puntahan.
hive-lesson-01-hint-1-pad = Piliin gamit ang { $a } ang isang tile sa iyong reserba sa gilid ng mesa; ang mga berdeng hex ang mga puwede nitong puntahan.
hive-lesson-01-hint-2 = Ang tatlong hex sa kabilang panig ng iyong Tipaklong ay puti lamang ang dinidikitan.
hive-lesson-01-wrong = Anumang paglalagay na pinapayagan ng mga patakaran ay tatapos sa araling ito.

## 02-the-queen-by-turn-four
hive-lesson-02-title = Ang Reyna bago matapos ang ikaapat na turno
hive-lesson-02-narration-1 = Ang iyong Reynang Bubuyog ang tile na nagpapasya sa laro: kapag napuno ang anim na hex sa paligid ng isang Reyna, talo ang panig niya. Hindi siya puwedeng ilagay sa una mong turno, at dapat nasa pugad na siya bago matapos ang ikaapat.
hive-lesson-02-narration-2 = Ito ang iyong ikaapat na turno at nasa reserba pa ang iyong Reyna. Subukang maglagay ng ibang tile: tatanggihan ito ng laro. Ilagay ang iyong Reyna.
hive-lesson-02-hint-1 = I-click ang Reynang Bubuyog sa iyong reserba.
hive-lesson-02-hint-1-pad = Piliin gamit ang { $a } ang Reynang Bubuyog sa iyong reserba.
hive-lesson-02-hint-2 = Puwede ang kahit anong berdeng hex: puting tile lamang ang dinidikitan nito.
hive-lesson-02-wrong = Sa turnong ito, ang Reyna mo lamang ang puwedeng ilagay.

## 03-no-moving-before-the-queen
hive-lesson-03-title = Walang paggalaw bago ang Reyna
hive-lesson-03-narration-1 = Hangga't wala pa sa pugad ang iyong Reyna, wala sa iyong mga tile ang puwedeng gumalaw: paglalagay lamang ang puwede. Kaya maagang inilalabas ng mga manlalaro ang Reyna.
hive-lesson-03-narration-2 = Subukang igalaw ang iyong Langgam: sasabihin ng laro kung bakit hindi puwede. Pagkatapos, ilagay ang iyong Reyna.
hive-lesson-03-hint-1 = Mananatili ang iyong mga tile hanggang mailagay ang Reyna.
hive-lesson-03-hint-2 = I-click ang Reyna sa iyong reserba, pagkatapos ay isang berdeng hex.
hive-lesson-03-hint-2-pad = Piliin gamit ang { $a } ang Reyna sa iyong reserba, pagkatapos ay isang berdeng hex.
hive-lesson-03-wrong = Ilagay na ang iyong Reyna: saka makakagalaw ang iyong mga tile.

## 04-the-queen
hive-lesson-04-title = Ang paggalaw ng Reyna
hive-lesson-04-narration-1 = Bawat tile ay gumagalaw ayon sa patakaran ng sarili nitong insekto. Isang hex bawat galaw ang Reynang Bubuyog, dumudulas sa gilid ng pugad at laging nakadikit dito.
hive-lesson-04-narration-2 = Igalaw ang iyong Reyna nang isang hex.
hive-lesson-04-hint-1 = I-click ang iyong Reyna: magiging berde ang dalawang hex na puwede niyang puntahan.
hive-lesson-04-hint-1-pad = Piliin gamit ang { $a } ang iyong Reyna: magiging berde ang dalawang hex na puwede niyang puntahan.
hive-lesson-04-hint-2 = I-click ang isang berdeng hex.
hive-lesson-04-hint-2-pad = Piliin gamit ang { $a } ang isang berdeng hex.
hive-lesson-04-wrong = Ang Reyna mo ang igalaw ngayon.

## 05-the-beetle
hive-lesson-05-title = Umaakyat ang Salagubang
hive-lesson-05-narration-1 = Isang hex ang galaw ng Salagubang, gaya ng Reyna, pero puwede rin itong umakyat sa ibabaw ng pugad at lumakad doon. Hindi makakagalaw ang tile na may Salagubang sa ibabaw, at ang kulay ng Salagubang ang bilang na kulay ng patong na iyon.
hive-lesson-05-narration-2 = Umakyat sa iyong Tipaklong. Sasagot ang Itim; pagkatapos, bumaba mula sa pugad papunta sa walang-lamang may-ilaw na hex.
hive-lesson-05-hint-1 = I-click ang Salagubang, pagkatapos ang Tipaklong sa tabi nito.
hive-lesson-05-hint-1-pad = Piliin gamit ang { $a } ang Salagubang, pagkatapos ang Tipaklong sa tabi nito.
hive-lesson-05-hint-2 = Mula sa itaas, puwedeng bumaba ang Salagubang sa kahit anong walang-lamang hex sa tabi ng patong nito.
hive-lesson-05-wrong = Sundin ang aralin: umakyat muna sa iyong Tipaklong, saka bumaba sa walang-lamang may-ilaw na hex.

## 06-the-grasshopper
hive-lesson-06-title = Tumatalon ang Tipaklong
hive-lesson-06-narration-1 = Hindi dumudulas ang Tipaklong: tumatalon ito nang tuwid sa ibabaw ng isa o higit pang tile at lumalapag sa unang walang-lamang hex pagkalampas sa mga ito.
hive-lesson-06-narration-2 = Patalunin ang iyong Tipaklong sa buong hanay papunta sa may-ilaw na hex.
hive-lesson-06-hint-1 = I-click ang Tipaklong sa dulo ng hanay.
hive-lesson-06-hint-1-pad = Piliin gamit ang { $a } ang Tipaklong sa dulo ng hanay.
hive-lesson-06-hint-2 = Ang tanging malalapagan nito ay ang hex pagkalampas sa itim na Langgam.
hive-lesson-06-wrong = Patalunin ang Tipaklong sa ibabaw ng hanay.

## 07-the-spider
hive-lesson-07-title = Tatlong hakbang ang Gagamba
hive-lesson-07-narration-1 = Eksaktong tatlong hex ang dulas ng Gagamba sa paligid ng pugad: hindi hihigit, hindi kukulang, at hindi kailanman babalik sa hex na kaaalis lang nito.
hive-lesson-07-narration-2 = Ilakad ang iyong Gagamba nang tatlong hex sa gilid ng pugad, papunta sa may-ilaw na hex.
hive-lesson-07-hint-1 = I-click ang Gagamba: dalawang hex lamang ang eksaktong tatlong hakbang ang layo.
hive-lesson-07-hint-1-pad = Piliin gamit ang { $a } ang Gagamba: dalawang hex lamang ang eksaktong tatlong hakbang ang layo.
hive-lesson-07-hint-2 = Bilangin ang mga hakbang: isa, dalawa, tatlo, paikot sa gilid, hindi kailanman tumatagos sa tile.
hive-lesson-07-wrong = Ilakad ang Gagamba nang tatlong hex, papunta sa may-ilaw na hex.

## 08-the-ant
hive-lesson-08-title = Kahit saan ang Langgam
hive-lesson-08-narration-1 = Dumudulas ang Sundalong Langgam nang kahit ilang hex sa paligid ng pugad. Naaabot nito ang halos lahat ng hex sa gilid, kaya ito ang pinakamalakas na tile sa pagharang.
hive-lesson-08-narration-2 = Igalaw ang iyong Langgam kahit saan ito puwedeng pumunta.
hive-lesson-08-hint-1 = I-click ang Langgam: abot nito ang bawat berdeng hex.
hive-lesson-08-hint-1-pad = Piliin gamit ang { $a } ang Langgam: abot nito ang bawat berdeng hex.
hive-lesson-08-hint-2 = Magandang puwesto ang malayong dulo ng pugad, lampas sa itim na Langgam.
hive-lesson-08-wrong = Igalaw ang iyong Langgam.

## 09-one-hive
hive-lesson-09-title = Iisang pugad
hive-lesson-09-narration-1 = Dapat laging buo ang pugad. Ang tile na mahahati ang pugad sa dalawa kapag umalis ito ay nakapako: hindi ito makakagalaw, kahit sandali lang habang papunta.
hive-lesson-09-narration-2 = Hinahawakan ng iyong Reyna ang iyong Langgam sa natitirang pugad. Subukan siyang igalaw: sasabihin ng laro kung bakit hindi puwede. Ang Langgam na lang ang igalaw.
hive-lesson-09-hint-1 = Nakapako ang bawat tile sa gitna ng hanay na ito; ang mga dulo lamang ang makakaalis.
hive-lesson-09-hint-2 = I-click ang iyong Langgam sa dulo ng hanay.
hive-lesson-09-hint-2-pad = Piliin gamit ang { $a } ang iyong Langgam sa dulo ng hanay.
hive-lesson-09-wrong = Igalaw ang iyong Langgam: ito lamang ang malaya mong tile.

## 10-freedom-to-move
hive-lesson-10-title = Kalayaang gumalaw
hive-lesson-10-narration-1 = Dapat magkasya ang dumudulas na tile: hindi ito makakasingit sa pagitan ng dalawang tile papasok sa puwang na kasinlapad lang nito. Walang laman ang may-ilaw na hex, pero limang tile ang nakapaligid dito, kaya walang Langgam na makakadulas papasok.
hive-lesson-10-narration-2 = I-click ang iyong Langgam at tingnan na hindi inaalok ang may-ilaw na hex. Pagkatapos, igalaw ang Langgam kahit saan pa.
hive-lesson-10-narration-2-pad = Piliin gamit ang { $a } ang iyong Langgam at tingnan na hindi inaalok ang may-ilaw na hex. Pagkatapos, igalaw ang Langgam kahit saan pa.
hive-lesson-10-hint-1 = Ang tanging daan papasok sa may-ilaw na hex ay sa pagitan ng iyong Reyna at ng itim na Langgam, at sarado ang daang iyon.
hive-lesson-10-hint-2 = Puwede ang kahit anong berdeng hex.
hive-lesson-10-wrong = Igalaw ang iyong Langgam.

## 11-surround-the-queen
hive-lesson-11-title = Palibutan ang Reyna
hive-lesson-11-narration-1 = Mananalo ka kapag napuno ang anim na hex sa paligid ng Reyna ng kalaban, ng mga tile ng kahit anong kulay.
hive-lesson-11-narration-2 = Isang malayang gilid na lamang ang natitira sa Reyna ng Itim. Punan ito.
hive-lesson-11-hint-1 = Kayang libutin ng iyong Langgam ang pugad papunta sa walang-lamang hex sa tabi ng itim na Reyna.
hive-lesson-11-hint-2 = I-click ang iyong Langgam, pagkatapos ang may-ilaw na hex.
hive-lesson-11-hint-2-pad = Piliin gamit ang { $a } ang iyong Langgam, pagkatapos ang may-ilaw na hex.
hive-lesson-11-wrong = Hindi niyan napapalibutan ang itim na Reyna.

## 12-a-draw
hive-lesson-12-title = Tabla
hive-lesson-12-narration-1 = Kapag napuno ng iisang tira ang huling malayang hex sa paligid ng dalawang Reyna nang sabay, walang mananalo: tabla ang laro.
hive-lesson-12-narration-2 = Tig-iisang malayang gilid ang dalawang Reyna rito, at iisang hex iyon. Patalunin doon ang iyong Tipaklong at magtatapos sa tabla ang laro.
hive-lesson-12-hint-1 = Ang hex sa pagitan ng dalawang Reyna ang huling malayang gilid ng bawat isa.
hive-lesson-12-hint-2 = I-click ang iyong Tipaklong, pagkatapos ang hex na pinagsasaluhan ng dalawang Reyna.
hive-lesson-12-hint-2-pad = Piliin gamit ang { $a } ang iyong Tipaklong, pagkatapos ang hex na pinagsasaluhan ng dalawang Reyna.
hive-lesson-12-wrong = Ang hinahanap ng araling ito ay ang tirang sabay na papalibot sa dalawang Reyna.

## 13-the-mosquito
hive-lesson-13-title = Ang Lamok
hive-lesson-13-narration-1 = Walang sariling galaw ang Lamok: gumagalaw ito gaya ng kahit anong insektong nakadikit dito. Sa tabi ng Tipaklong tumatalon ito, sa tabi ng Langgam tumatakbo; kung kapwa Lamok lamang ang dinidikitan, hindi ito makakagalaw.
hive-lesson-13-narration-2 = Nakadikit ang iyong Lamok sa iyong Reyna at sa iyong Tipaklong. Tumalon gaya ng Tipaklong, sa ibabaw nito papunta sa may-ilaw na hex.
hive-lesson-13-hint-1 = I-click ang Lamok: inaalok dito ang mga hakbang ng Reyna at ang mga talon ng Tipaklong.
hive-lesson-13-hint-1-pad = Piliin gamit ang { $a } ang Lamok: inaalok dito ang mga hakbang ng Reyna at ang mga talon ng Tipaklong.
hive-lesson-13-hint-2 = Nasa tuwid na linya ang may-ilaw na hex, lampas sa iyong Tipaklong.
hive-lesson-13-wrong = Gamitin ngayon ang talon ng Tipaklong, sa ibabaw ng iyong Tipaklong papunta sa may-ilaw na hex.

## 14-the-ladybug
hive-lesson-14-title = Ang Ladybug
hive-lesson-14-narration-1 = Laging tatlong hex ang galaw ng Ladybug: dalawang hakbang sa ibabaw ng pugad, saka isang hakbang pababa sa walang-lamang hex.
hive-lesson-14-narration-2 = Ilakad ang iyong Ladybug sa ibabaw ng iyong Tipaklong at ng itim na Tipaklong, at pababa sa may-ilaw na hex.
hive-lesson-14-hint-1 = I-click ang Ladybug: nasa buong paligid ng pugad ang mga hex nito, naaabot mula sa itaas.
hive-lesson-14-hint-1-pad = Piliin gamit ang { $a } ang Ladybug: nasa buong paligid ng pugad ang mga hex nito, naaabot mula sa itaas.
hive-lesson-14-hint-2 = Paakyat sa iyong Tipaklong, patawid sa Tipaklong ng Itim, at pababa sa may-ilaw na hex.
hive-lesson-14-wrong = Dalhin ang Ladybug sa ibabaw ng dalawang Tipaklong papunta sa may-ilaw na hex.

## 15-the-pillbug
hive-lesson-15-title = Ang hagis ng Pillbug
hive-lesson-15-narration-1 = Isang hex ang galaw ng Pillbug, gaya ng Reyna. Sa halip na gumalaw, puwede nitong buhatin ang tile na nakadikit dito, ng kahit anong kulay, sa ibabaw nito papunta sa walang-lamang hex na dinidikitan din nito. Hindi nito puwedeng buhatin ang tile na kagagalaw lang, ang isang patong, o ang tile na kailangan ng pugad.
hive-lesson-15-narration-2 = Ihagis ang itim na Langgam sa tabi ng iyong Pillbug papunta sa walang-lamang may-ilaw na hex.
hive-lesson-15-hint-1 = I-click ang iyong Pillbug, pagkatapos ang itim na Langgam na kaya nitong ihagis, pagkatapos kung saan ito lalapag.
hive-lesson-15-hint-1-pad = Piliin gamit ang { $a } ang iyong Pillbug, pagkatapos ang itim na Langgam na kaya nitong ihagis, pagkatapos kung saan ito lalapag.
hive-lesson-15-hint-2 = Lalapag ang Langgam sa walang-lamang may-ilaw na hex, na dinidikitan din ng Pillbug.
hive-lesson-15-wrong = Ihagis ang itim na Langgam sa walang-lamang may-ilaw na hex.

## 16-a-stunned-tile
hive-lesson-16-title = Tile na natulala
hive-lesson-16-narration-1 = Natutulala ang tile na kahahagis lang ng Pillbug: hindi ito makakagalaw sa susunod na turno ng may-ari nito, at walang Pillbug na puwedeng bumuhat dito. Itim ka rito, at kahahagis lang ng Pillbug ng Puti sa iyong Langgam.
hive-lesson-16-narration-2 = Subukang igalaw ang iyong Langgam: sasabihin ng laro kung bakit hindi puwede. Ang Gagamba na lang ang igalaw.
hive-lesson-16-hint-1 = Pinagbubuklod ng iyong Reyna at Tipaklong ang pugad; malaya ang iyong Gagamba.
hive-lesson-16-hint-2 = I-click ang iyong Gagamba: magiging berde ang dalawang hex nito.
hive-lesson-16-hint-2-pad = Piliin gamit ang { $a } ang iyong Gagamba: magiging berde ang dalawang hex nito.
hive-lesson-16-wrong = Ang Gagamba mo ang igalaw ngayon.

## 17-passing
hive-lesson-17-title = Pagpasa
hive-lesson-17-narration-1 = Kung hindi ka makapaglagay o makapaggalaw ng tile, dapat kang pumasa, at sa ganoon lamang. Itim ka rito: nakapako o nakaharang ang bawat itim na tile, at bawat malayang hex ay dumidikit sa puti.
hive-lesson-17-narration-2 = Pumasa sa iyong turno.
hive-lesson-17-hint-1 = Subukan ang isang tile: sasabihin ng laro kung bakit hindi ito makagalaw.
hive-lesson-17-hint-2 = Pindutin ang Pumasa sa ibaba ng mesa.
hive-lesson-17-wrong = Wala kang tira: pumasa.

# Mga aralin ng Blokus 3D

## 01-choosing-and-turning
blokus-lesson-01-title = Pagpili at pag-ikot ng piyesa
blokus-lesson-01-narration-1 = Sa Blokus 3D, sama-samang bumubuo ang mga manlalaro ng iisang istruktura sa umiikot na mesa. May labing-isang piyesa ng dalawa hanggang apat na kubo ang bawat kulay. Asul ka at ikaw ang unang maglalagay.
blokus-lesson-01-narration-2 = I-click ang isang piyesa sa iyong tray at hawakan ito sa ibabaw ng mga may-ilaw na parisukat ng istruktura. Iniikot ito ng R, F at G sa tatlong aksis nito, para humiga, tumayo o tumagilid; iniikot ng mouse ang mesa. I-click para ibaba ito.
blokus-lesson-01-narration-2-pad = Pindutin ang { $a } para kumuha ng piyesa sa iyong tray (pumipili ng iba ang { $shoulders }) at hawakan ito gamit ang { $dpad } sa ibabaw ng mga may-ilaw na parisukat ng istruktura. Iniikot ito ng { $x }, { $y } at { $rt } sa tatlong aksis nito, para humiga, tumayo o tumagilid. Ibinababa ito ng { $a }.
blokus-lesson-01-hint-1 = Puwedeng ilagay ang unang piyesa kahit saan sa loob ng istruktura.
blokus-lesson-01-hint-2 = Kung hindi bumababa ang piyesa, may nakausli: iikot ito gamit ang R, F o G, o ilapit ito papasok.
blokus-lesson-01-wrong = Anumang paglalagay na pinapayagan ng mga patakaran ay tatapos sa araling ito.

## 02-the-first-round
blokus-lesson-02-title = Ang unang ikot
blokus-lesson-02-narration-1 = Inilagay na ng Asul ang unang piyesa. Dilaw ka na ngayon. Sa unang ikot, bawat kulay pagkatapos ng una ay dapat maglagay ng piyesang may buong mukhang dumidikit sa piyesang naroon na, at nakalapat sa board.
blokus-lesson-02-narration-2 = Maglagay ng Dilaw na piyesa sa tabi ng Asul, nakatayo sa board. Subukan itong nakalutang sa ibabaw o nag-iisa: sasabihin ng laro kung bakit hindi puwede.
blokus-lesson-02-hint-1 = Ilagay ang iyong piyesa sa tabi ng mga may-ilaw na Asul na kubo, sa board.
blokus-lesson-02-hint-2 = Kasya ang tuwid na piyesa ng tatlo sa kanang gilid ng Asul na piyesa.
blokus-lesson-02-wrong = Anumang paglalagay na pinapayagan ng mga patakaran ay tatapos sa araling ito.

## 03-touching-your-colour
blokus-lesson-03-title = Dumikit sa sariling kulay
blokus-lesson-03-narration-1 = Mula sa iyong ikalawang piyesa, bawat bagong piyesa ay dapat may kahit isang buong mukhang dumidikit sa kubo ng sarili mong kulay, sa gilid, itaas o ibaba. Puwede ring dumikit sa ibang kulay; hindi sapat ang pagdikit sa gilid o sulok lamang.
blokus-lesson-03-narration-2 = Asul ka ulit. Maglagay ng piyesang dumidikit mukha sa mukha sa iyong may-ilaw na Asul na kubo.
blokus-lesson-03-hint-1 = Tatanggihan ang piyesang Dilaw lamang ang dinidikitan: sasabihin ng laro kung bakit.
blokus-lesson-03-hint-2 = Kasya ang parisukat na piyesa sa lukong ng iyong L.
blokus-lesson-03-wrong = Anumang paglalagay na pinapayagan ng mga patakaran ay tatapos sa araling ito.

## 04-no-overhang
blokus-lesson-04-title = Walang nakausli
blokus-lesson-04-narration-1 = Ibinababa ang mga piyesa mula sa itaas at nagpapatong-patong. Dapat nakapatong ang bawat kubo sa board o sa kubong nasa mismong ilalim nito: walang bahagi ng piyesa ang puwedeng nakabitin sa walang laman, at walang butas na puwedeng maiwan sa ilalim.
blokus-lesson-04-narration-2 = Maglagay ng Asul na piyesa sa ibabaw ng mga may-ilaw na Asul na kubo, para nakapatong sa kubo ang bawat kubo nito.
blokus-lesson-04-hint-1 = Tatanggihan ang piyesang makabitin sa walang-lamang parisukat.
blokus-lesson-04-hint-2 = Kasya ang nakahigang T sa ibabaw ng iyong L at parisukat.
blokus-lesson-04-wrong = Ilagay ang piyesang ito sa ibabaw ng mga may-ilaw na kubo, bawat kubo nakapatong sa isa.

## 05-the-limits
blokus-lesson-05-title = Ang hangganan ng istruktura
blokus-lesson-05-narration-1 = May sariling hugis ang bawat istruktura at hangganan ng taas sa bawat parisukat: walang kubong puwedeng nasa labas ng hugis o lampas sa hangganan. Sa hagdang ito, isang kubo ang nasa harapang hanay, dalawa ang kasunod, saka tatlo, at apat ang nasa likurang hanay.
blokus-lesson-05-narration-2 = Itayo nang patayo ang tuwid na piyesa ng tatlo, tatlong kubo ang taas. Subukan sa harapang hanay: tatanggi ang laro. Kasya ito sa dalawang likurang hanay.
blokus-lesson-05-hint-1 = Itinatayo ng R, F o G ang tuwid na piyesa.
blokus-lesson-05-hint-2 = Apat na kubo ang taas ng may-ilaw na likurang hanay.
blokus-lesson-05-wrong = Itayo ang tuwid na piyesa, tatlong kubo ang taas.

## 06-scoring-from-above
blokus-lesson-06-title = Pagbibilang mula sa itaas
blokus-lesson-06-narration-1 = Kapag wala nang makapaglagay, tinitingnan ang istruktura mula mismo sa itaas: bawat parisukat na ang pinakamataas na kubo ay kulay mo ay isang puntos, at bawat piyesang natira sa iyong tray ay bawas na isa.
blokus-lesson-06-narration-2 = Dilaw ang makikita mula sa itaas sa haligi ng Dilaw sa may-ilaw na parisukat. Takpan ito ng Asul, nakadikit sa iyong mga Asul na kubo.
blokus-lesson-06-hint-1 = Ang piyesang ipinatong sa Dilaw, sa tabi ng iyong T, ay dumidikit sa Asul.
blokus-lesson-06-hint-2 = Dalawang kubong magkasunod, sa may-ilaw na parisukat at sa nasa likod nito.
blokus-lesson-06-wrong = Hindi ginagawang Asul mula sa itaas ng paglalagay na iyan ang may-ilaw na parisukat.

## 07-a-colour-that-cannot-place
blokus-lesson-07-title = Labas na ang kulay na hindi makapaglagay
blokus-lesson-07-narration-1 = Ang kulay na hindi makapaglagay ng piyesa sa turno nito ay labas na hanggang matapos ang laro; tuloy ang iba, at natatapos ang laro kapag wala nang makapaglagay.
blokus-lesson-07-narration-2 = Ilang puwesto na lamang ang natitira sa Dilaw. Isang paglalagay ng Asul ang sasakop sa lahat: hanapin ito, at labas na ang Dilaw.
blokus-lesson-07-hint-1 = Hanapin ang ilang puwesto kung saan puwede pang dumikit ang Dilaw sa Dilaw.
blokus-lesson-07-hint-2 = Pupunuin iyon ng iyong tuwid na piyesa ng tatlo.
blokus-lesson-07-wrong = Makakapaglagay pa ang Dilaw pagkatapos niyan: subukan ulit.
