# Mga aralin ng tutorial: ginagamit ng bawat file ng aralin sa assets/tutorial ang mga key na ito.

## 01-the-board-and-the-goal
lesson-01-title = Ang board at ang layunin
lesson-01-narration-1 = Nilalaro ang Deblockle sa 7x7 na board na may dalawang star space: ang d2 ang home star ni Ginto, ang d6 kay Teal. Ikaw si Ginto, mula sa timog na gilid.
lesson-01-narration-2 = Ang target mo ay ang home star ng kalaban, ang d6. Ang blokeng na-tip doon nang Bituin ang nasa itaas ay aalis sa board. Alisin ang lahat ng bloke mo at panalo ka.
lesson-01-narration-3 = Ang bloke mo sa d5 ay may X sa itaas at Stop na nakaharap sa hilaga; nasa timog na gilid nito ang Bituin. I-tip ito pahilaga, sa ibabang gilid nito, at aakyat ang Bituin pagkalapag nito sa d6.
lesson-01-hint-1 = I-click ang bloke sa d5, saka ang bituin sa d6.
lesson-01-hint-1-pad = Piliin gamit ang { $a } ang bloke sa d5, saka ang bituin sa d6.
lesson-01-hint-2 = Ang tira ay d5N: tip pahilaga.
lesson-01-wrong = Magandang tira iyan, pero gusto ng araling ito na ma-tip ang bloke sa d5 papunta sa d6 nang Bituin ang nasa itaas.

## 02-tipping-and-stop
lesson-02-title = Pag-tip, at Stop
lesson-02-narration-1 = Nagsisimula ang bawat tira sa isang tip: ibaligtad ang isa mong bloke sa isa sa mga ibabang gilid nito papunta sa katabing espasyo, pahilaga, pasilangan, patimog o pakanluran. Hindi kailanman pahilis, hindi palabas ng board, hindi sa ibabaw ng ibang bloke.
lesson-02-narration-2 = Hindi rin puwedeng i-tip ang bloke sa star space, maliban kung lalapag ito nang Bituin ang nasa itaas sa iyong target star. Subukang i-tip ang bloke sa c2 pasilangan sa d2: sasabihin ng laro kung bakit hindi puwede.
lesson-02-narration-3 = Pagkatapos ng tip, ang simbolong nasa itaas na ang nagsasabi kung paano mag-hop ang bloke. Ang Stop ay walang hop: tapos ang tira. I-tip ang bloke sa c2 pahilaga para umakyat ang Stop, at mananatili ito sa c3.
lesson-02-hint-1 = Iniaakyat ng tip pahilaga ang timog na mukha. Ano ang nasa timog na gilid ng blokeng ito?
lesson-02-hint-2 = I-click ang c2, saka ang c3.
lesson-02-hint-2-pad = Piliin gamit ang { $a } ang c2, saka ang c3.
lesson-02-wrong = Legal ang tirang iyan, pero hindi nito iniiwan ang bloke sa c3 nang Stop ang nasa itaas.

## 03-cross
lesson-03-title = Krus
lesson-03-narration-1 = Kapag Krus ang nasa itaas: mag-hop ng isang espasyo nang diretso, pahilaga, pasilangan, patimog o pakanluran, sa bakanteng espasyo na hindi bituin.
lesson-03-narration-2 = Palaisipan: dalhin ang bloke sa b3 papunta sa c4 sa isang tira. Aling tip ang magpapaakyat sa Krus?
lesson-03-hint-1 = Iniaakyat ng tip pasilangan ang kanlurang mukha: Krus.
lesson-03-hint-2 = Mag-tip muna pasilangan: i-click ang b3, saka ang c3.
lesson-03-hint-2-pad = Mag-tip muna pasilangan: piliin gamit ang { $a } ang b3, saka ang c3.
lesson-03-hint-3 = Kapag Krus ang nasa itaas, isang hakbang ang layo ng mga asul na espasyo. I-click ang c4.
lesson-03-hint-3-pad = Kapag Krus ang nasa itaas, isang hakbang ang layo ng mga asul na espasyo. Piliin gamit ang { $a } ang c4.
lesson-03-wrong = Legal, pero dapat sa c4 matapos ang bloke: tip pasilangan, saka hop pahilaga.

## 04-x
lesson-04-title = X
lesson-04-narration-1 = Kapag X ang nasa itaas: mag-hop ng isang espasyo nang pahilis. Inililipat ng hop ang bloke nang hindi ito iniikot, kaya nananatili sa itaas ang X.
lesson-04-narration-2 = Palaisipan: dalhin ang bloke sa b3 papunta sa d4 sa isang tira.
lesson-04-hint-1 = Mag-tip pasilangan: aakyat ang X sa c3, saka mag-hop nang pahilis.
lesson-04-hint-2 = I-click ang b3, saka ang c3, saka ang d4.
lesson-04-hint-2-pad = Piliin gamit ang { $a } ang b3, saka ang c3, saka ang d4.
lesson-04-wrong = Legal, pero dapat sa d4 matapos ang bloke, isang pahilis na hakbang mula sa c3.

## 05-slider
lesson-05-title = Slider
lesson-05-narration-1 = Kapag Slider ang nasa itaas: dumausdos nang diretso, pahilaga, pasilangan, patimog o pakanluran, hanggang ang susunod na espasyo ay gilid ng board o isang bloke. Dapat itong gumalaw ng kahit isang espasyo.
lesson-05-narration-2 = Hindi pinipigilan ng mga bituin ang dausdos: dinaraanan lang ng bloke ang mga ito. Kung sa bituin matatapos ang dausdos, titigil ito sa espasyo bago nito, at puwede itong piliing tumigil sa mismong harap ng bituing madaraanan.
lesson-05-narration-3 = Palaisipan: dalhin ang bloke sa c3 papunta sa d7, lampas sa bituin ni Teal, sa isang tira.
lesson-05-hint-1 = Mag-tip pasilangan para umakyat ang Slider sa d3, saka dumausdos pahilaga lampas sa bituin.
lesson-05-hint-2 = I-click ang c3, saka ang d3. Ang mga asul na espasyo ay kung saan puwedeng matapos ang dausdos.
lesson-05-hint-2-pad = Piliin gamit ang { $a } ang c3, saka ang d3. Ang mga asul na espasyo ay kung saan puwedeng matapos ang dausdos.
lesson-05-hint-3 = I-click ang d7.
lesson-05-hint-3-pad = Piliin gamit ang { $a } ang d7.
lesson-05-wrong = Legal, pero dapat pahilaga ang dausdos na ito, lampas sa bituin hanggang d7.

## 06-hoops
lesson-06-title = Hoops
lesson-06-narration-1 = Kapag Hoops ang nasa itaas: eksaktong tatlong solong hakbang nang diretso, sa anumang kombinasyon. Bawat hakbang ay lumalapag sa bakanteng espasyo; puwedeng bumalik ang bloke sa espasyong kaaalis lang nito at puwede itong humakbang sa ibabaw ng bituin, pero hindi tumigil doon.
lesson-06-narration-2 = Laging natatapos ang tatlong hakbang sa layong gansal. Palaisipan: dalhin ang bloke sa c4 papunta sa g4, sa gilid, sa isang tira.
lesson-06-hint-1 = Mag-tip pasilangan para umakyat ang Hoops sa d4, saka tatlong hakbang pasilangan.
lesson-06-hint-2 = I-click ang c4, saka ang d4.
lesson-06-hint-2-pad = Piliin gamit ang { $a } ang c4, saka ang d4.
lesson-06-hint-3 = Ang mga asul na espasyo ay lahat ng maaabot ng tatlong hakbang. I-click ang g4.
lesson-06-hint-3-pad = Ang mga asul na espasyo ay lahat ng maaabot ng tatlong hakbang. Piliin gamit ang { $a } ang g4.
lesson-06-wrong = Legal, pero dapat dalhin ng tatlong hakbang ang bloke sa g4.

## 07-removing-a-block
lesson-07-title = Pag-alis ng bloke
lesson-07-narration-1 = Aalis lang ang bloke sa board sa pag-tip nito sa iyong target star (d6) nang Bituin ang lumapag sa itaas. Hindi puwedeng humarap pataas ang Bituin saanman: hindi puwede ang tip na magpapaakyat dito sa ibang lugar.
lesson-07-narration-2 = Palaisipan: alisin ang bloke sa c4 sa loob ng dalawang tira. Dalhin muna ito sa tabi ng bituin nang nasa malayong gilid mula sa d6 ang Bituin, saka ito i-tip doon.
lesson-07-hint-1 = Mula sa d5, iniaakyat ng tip pahilaga ang timog na mukha.
lesson-07-hint-2 = I-tip ang c4 pahilaga: aakyat ang Krus sa c5. Mag-hop pasilangan sa d5.
lesson-07-hint-3 = Susunod na tira: d5N.
lesson-07-wrong = Legal, pero hindi nito maaalis ang bloke sa loob ng dalawang tira. Subukan ulit.

## 08-deblockled
lesson-08-title = Na-Deblockle
lesson-08-narration-1 = Ang manlalarong walang legal na tira ay na-Deblockle: nilalaktawan ang tira niya, at titira ulit ang kalaban, hanggang may tirang magpalaya sa kaniya.
lesson-08-narration-2 = Ang nag-iisang bloke ni Teal, sa a7, ay puwede lang i-tip patimog sa a6 (nakaharang sa silangan ang bloke mo sa b7). Agawin dito ang a6: i-tip pahilaga ang bloke mo sa a5, Stop sa itaas, at hindi na makatitira si Teal.
lesson-08-hint-1 = I-click ang a5, saka ang a6.
lesson-08-hint-1-pad = Piliin gamit ang { $a } ang a5, saka ang a6.
lesson-08-wrong = Legal, pero makatitira pa si Teal. Huwag iwanan ng mapag-tip-an ang bloke sa a7.

## 09-the-setup
lesson-09-title = Ang setup
lesson-09-narration-1 = Bago ang laro, iginugulong ng bawat manlalaro ang mga bloke ng kalaban na parang dice (iginugulong ulit ang blokeng lumapag nang nakatagilid) at saka inilalagay ang mga ito sa mga panimulang espasyo ng kalaban, iniikot sa patayong aksis ayon sa gusto, nasa itaas pa rin ang lumabas na mukha.
lesson-09-narration-2 = Kaya si Teal ang nag-ayos ng mga bloke mo, at sinikap niyang ilagay ang mga ito nang masama ang simula: blokeng ang magagandang tip ay walang patutunguhan, Bituing nakatalikod sa target. Puwede ang Bituing lumabas sa itaas; laging binabago ito ng susunod na tip.
lesson-09-narration-3 = Dito, inilagay ni Teal ang bloke mo sa c1 nang Bituin ang nasa itaas. Palaisipan: dalhin ito sa d3, papunta sa gitna, sa isang tira.
lesson-09-hint-1 = Mag-tip pahilaga: aakyat ang X sa c2. Saka mag-hop nang pahilis.
lesson-09-hint-2 = I-click ang c1, saka ang c2, saka ang d3.
lesson-09-hint-2-pad = Piliin gamit ang { $a } ang c1, saka ang c2, saka ang d3.
lesson-09-wrong = Legal, pero gusto ng araling ito na pumahilaga ang bloke sa c1, saka pahilis papunta sa d3.

## 10-variants
lesson-10-title = Mga variant
lesson-10-narration-1 = Binabago ng mga variant ang isa o dalawang tuntunin, pinipili sa Bagong laro: mas kaunting bloke (1 hanggang 4 bawat isa, at magkaibang bilang bilang handicap), tip na walang mapag-hohopan na nananatili, at 'Walang magkatabing bloke'.
lesson-10-narration-2 = Nilalaro ang araling ito nang may Walang magkatabing bloke: walang tirang puwedeng matapos nang diretsong katabi ng bloke mo ang bloke ng kalaban. Tatanggihan ang pag-tip ng c3 pahilaga (Stop sa c4, dikit sa c5): subukan ito.
lesson-10-narration-3 = Puwede ang pahilis na pagdikit. Palaisipan: dalhin ang bloke sa c3 papunta sa d4, pahilis sa bloke ni Teal sa c5, sa isang tira.
lesson-10-hint-1 = Mag-tip pasilangan: aakyat ang Krus sa d3. Saka mag-hop pahilaga.
lesson-10-hint-2 = I-click ang c3, saka ang d3, saka ang d4.
lesson-10-hint-2-pad = Piliin gamit ang { $a } ang c3, saka ang d3, saka ang d4.
lesson-10-wrong = Legal, pero tumigil sa d4: puwede ang pahilis sa bloke ni Teal.

## 11-a-puzzle
lesson-11-title = Palaisipan: manalo sa dalawa
lesson-11-narration-1 = Nasa c4 ang huli mong bloke, Krus sa itaas at Stop na nakaharap sa hilaga. Manalo sa loob ng dalawang tira: alisin ito sa board.
lesson-11-hint-1 = Dapat itong ma-tip sa d6 mula sa d5, d7, c6 o e6, nang nasa gilid na nakaharap sa d6 ang Bituin.
lesson-11-hint-2 = Mag-tip pasilangan: aakyat ang kanlurang mukha, Hoops, sa d4. Puwedeng matapos sa d5 ang tatlong hakbang.
lesson-11-wrong = Legal, pero hindi panalo sa dalawang tira. Subukan ulit.
