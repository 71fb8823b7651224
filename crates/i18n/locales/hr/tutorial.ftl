# Lekcije vodiča: svaka datoteka lekcije u assets/tutorial navodi ove ključeve.

## 01-the-board-and-the-goal
lesson-01-title = Ploča i cilj
lesson-01-narration-1 = Deblockle se igra na ploči 7x7 s dva polja zvijezde: d2 je domaća zvijezda Zlatnog, d6 Tirkiznog. Vi igrate Zlatnim, s južnog ruba.
lesson-01-narration-2 = Vaš je cilj protivnikova domaća zvijezda, d6. Blok koji se prevrne na nju sa Zvijezdom gore napušta ploču. Skinite sve svoje blokove i pobijedili ste.
lesson-01-narration-3 = Vaš blok na d5 ima X gore i Stop okrenut prema sjeveru; Zvijezda je na njegovoj južnoj strani. Prevrnite ga na sjever, preko donjeg ruba, i Zvijezda dođe gore dok sleti na d6.
lesson-01-hint-1 = Kliknite blok na d5, zatim zvijezdu na d6.
lesson-01-hint-1-pad = Tipkom { $a } odaberite blok na d5, zatim zvijezdu na d6.
lesson-01-hint-2 = Potez je d5N: prevrtanje na sjever.
lesson-01-wrong = To je dobar potez, ali ova lekcija traži da se blok s d5 prevrne sa Zvijezdom gore na d6.

## 02-tipping-and-stop
lesson-02-title = Prevrtanje i Stop
lesson-02-narration-1 = Svaki potez počinje prevrtanjem: prevrnite jedan svoj blok preko jednog donjeg ruba na susjedno polje, na sjever, istok, jug ili zapad. Nikad dijagonalno, nikad izvan ploče, nikad na drugi blok.
lesson-02-narration-2 = Blok se ne smije prevrnuti ni na polje zvijezde, osim ako sleti sa Zvijezdom gore na vašu ciljnu zvijezdu. Pokušajte prevrnuti blok s c2 na istok, na d2: igra će vam reći zašto ne može.
lesson-02-narration-3 = Nakon prevrtanja simbol koji je sada gore kaže kako blok skače. Stop znači bez skoka: potez je gotov. Prevrnite blok s c2 na sjever tako da Stop dođe gore i blok ostane na c3.
lesson-02-hint-1 = Prevrtanje na sjever dovodi južnu stranu gore. Što je na južnoj strani ovog bloka?
lesson-02-hint-2 = Kliknite c2, zatim c3.
lesson-02-hint-2-pad = Tipkom { $a } odaberite c2, zatim c3.
lesson-02-wrong = Taj je potez dopušten, ali blok ne ostaje na c3 sa Stopom gore.

## 03-cross
lesson-03-title = Križ
lesson-03-narration-1 = Križ gore znači: skok jedno polje ravno, na sjever, istok, jug ili zapad, na prazno polje koje nije zvijezda.
lesson-03-narration-2 = Zagonetka: dovedite blok s b3 na c4 u jednom potezu. Koje prevrtanje dovodi Križ gore?
lesson-03-hint-1 = Prevrtanje na istok dovodi zapadnu stranu gore: Križ.
lesson-03-hint-2 = Najprije prevrnite na istok: kliknite b3, zatim c3.
lesson-03-hint-2-pad = Najprije prevrnite na istok: tipkom { $a } odaberite b3, zatim c3.
lesson-03-hint-3 = S Križem gore plava su polja jedan korak daleko. Kliknite c4.
lesson-03-hint-3-pad = S Križem gore plava su polja jedan korak daleko. Tipkom { $a } odaberite c4.
lesson-03-wrong = Dopušteno, ali blok treba završiti na c4: prevrnite na istok, zatim skočite na sjever.

## 04-x
lesson-04-title = X
lesson-04-narration-1 = X gore znači: skok jedno polje dijagonalno. Skok pomiče blok bez okretanja, pa X ostaje gore.
lesson-04-narration-2 = Zagonetka: dovedite blok s b3 na d4 u jednom potezu.
lesson-04-hint-1 = Prevrnite na istok: X dođe gore na c3, zatim skočite dijagonalno.
lesson-04-hint-2 = Kliknite b3, zatim c3, zatim d4.
lesson-04-hint-2-pad = Tipkom { $a } odaberite b3, zatim c3, zatim d4.
lesson-04-wrong = Dopušteno, ali blok treba završiti na d4, jedan dijagonalni korak od c3.

## 05-slider
lesson-05-title = Klizač
lesson-05-narration-1 = Klizač gore znači: klizanje ravno, na sjever, istok, jug ili zapad, dok sljedeće polje nije rub ploče ili blok. Mora se pomaknuti barem jedno polje.
lesson-05-narration-2 = Zvijezde ne zaustavljaju klizanje: blok klizi preko njih. Ako bi klizanje završilo na zvijezdi, blok stane na polju prije nje, a uvijek smije odlučiti stati tik ispred zvijezde na svom putu.
lesson-05-narration-3 = Zagonetka: dovedite blok s c3 na d7, iza Tirkizne zvijezde, u jednom potezu.
lesson-05-hint-1 = Prevrnite na istok tako da Klizač dođe gore na d3, zatim kliznite na sjever preko zvijezde.
lesson-05-hint-2 = Kliknite c3, zatim d3. Plava su polja mjesta gdje klizanje može završiti.
lesson-05-hint-2-pad = Tipkom { $a } odaberite c3, zatim d3. Plava su polja mjesta gdje klizanje može završiti.
lesson-05-hint-3 = Kliknite d7.
lesson-05-hint-3-pad = Tipkom { $a } odaberite d7.
lesson-05-wrong = Dopušteno, ali ovo klizanje treba ići na sjever preko zvijezde do d7.

## 06-hoops
lesson-06-title = Obruči
lesson-06-narration-1 = Obruči gore znače: točno tri pojedinačna koraka, ravno, u bilo kojem redoslijedu. Svaki korak sleti na prazno polje; blok se smije vratiti preko polja koja je upravo napustio i smije prekoračiti zvijezdu, ali ne i završiti na njoj.
lesson-06-narration-2 = Tri koraka uvijek završe na neparnoj udaljenosti. Zagonetka: dovedite blok s c4 na g4, na rubu, u jednom potezu.
lesson-06-hint-1 = Prevrnite na istok tako da Obruči dođu gore na d4, zatim tri koraka na istok.
lesson-06-hint-2 = Kliknite c4, zatim d4.
lesson-06-hint-2-pad = Tipkom { $a } odaberite c4, zatim d4.
lesson-06-hint-3 = Plava su polja sva mjesta do kojih tri koraka mogu doći. Kliknite g4.
lesson-06-hint-3-pad = Plava su polja sva mjesta do kojih tri koraka mogu doći. Tipkom { $a } odaberite g4.
lesson-06-wrong = Dopušteno, ali tri koraka trebaju dovesti blok na g4.

## 07-removing-a-block
lesson-07-title = Skidanje bloka
lesson-07-narration-1 = Blok napušta ploču samo prevrtanjem na vašu ciljnu zvijezdu (d6) tako da Zvijezda sleti gore. Zvijezda nigdje drugdje ne smije biti gore: prevrtanje koje bi je drugdje dovelo gore nije dopušteno.
lesson-07-narration-2 = Zagonetka: skinite blok s c4 u dva poteza. Najprije ga dovedite uz zvijezdu tako da Zvijezda bude na strani udaljenoj od d6, zatim ga prevrnite na nju.
lesson-07-hint-1 = S d5 prevrtanje na sjever dovodi južnu stranu gore.
lesson-07-hint-2 = Prevrnite c4 na sjever: Križ dođe gore na c5. Skočite na istok na d5.
lesson-07-hint-3 = Sljedeći potez: d5N.
lesson-07-wrong = Dopušteno, ali tako blok nećete skinuti u dva poteza. Pokušajte ponovno.

## 08-deblockled
lesson-08-title = Deblockle'd
lesson-08-narration-1 = Igrač bez dopuštenog poteza je Deblockle'd: njegov se potez preskače, a drugi igrač igra ponovno, dok ga neki potez ne oslobodi.
lesson-08-narration-2 = Jedini Tirkizni blok, na a7, može se prevrnuti samo na jug, na a6 (vaš blok na b7 priječi put na istok). Oduzmite mu a6: prevrnite svoj blok s a5 na sjever, sa Stopom gore, i Tirkizni ne može igrati.
lesson-08-hint-1 = Kliknite a5, zatim a6.
lesson-08-hint-1-pad = Tipkom { $a } odaberite a5, zatim a6.
lesson-08-wrong = Dopušteno, ali Tirkizni još može igrati. Ne ostavite bloku na a7 nijedno polje za prevrtanje.

## 09-the-setup
lesson-09-title = Priprema
lesson-09-narration-1 = Prije partije svaki igrač baca protivnikove blokove kao kocke (blok koji padne nagnut baca se ponovno), a zatim ih postavlja na protivnikova početna polja, okrenute po volji oko okomice, s bačenom stranom gore.
lesson-09-narration-2 = Tako je Tirkizni postavio vaše blokove i pokušao ih staviti da loše počnu: blok čija dobra prevrtanja ne vode nikamo, Zvijezda okrenuta od cilja. Zvijezda bačena gore je dopuštena; sljedeće prevrtanje uvijek je mijenja.
lesson-09-narration-3 = Ovdje je Tirkizni postavio vaš blok na c1 sa Zvijezdom gore. Zagonetka: dovedite ga na d3, prema sredini, u jednom potezu.
lesson-09-hint-1 = Prevrnite na sjever: X dođe gore na c2. Zatim skočite dijagonalno.
lesson-09-hint-2 = Kliknite c1, zatim c2, zatim d3.
lesson-09-hint-2-pad = Tipkom { $a } odaberite c1, zatim c2, zatim d3.
lesson-09-wrong = Dopušteno, ali ova lekcija traži da blok s c1 ide na sjever, zatim dijagonalno na d3.

## 10-variants
lesson-10-title = Inačice
lesson-10-narration-1 = Inačice mijenjaju pravilo ili dva, a biraju se pri novoj partiji: manje blokova (1 do 4 svaki, i različit broj kao hendikep), prevrtanje bez skoka koje ostaje, i 'Bez susjednih blokova'.
lesson-10-narration-2 = Ova se lekcija igra s pravilom Bez susjednih blokova: nijedan potez ne smije završiti s vašim blokom ravno uz protivnikov. Prevrtanje c3 na sjever (Stop na c4, uz c5) odbija se: pokušajte.
lesson-10-narration-3 = Dijagonalni dodir je dopušten. Zagonetka: dovedite blok s c3 na d4, dijagonalno od Tirkiznog bloka na c5, u jednom potezu.
lesson-10-hint-1 = Prevrnite na istok: Križ dođe gore na d3. Zatim skočite na sjever.
lesson-10-hint-2 = Kliknite c3, zatim d3, zatim d4.
lesson-10-hint-2-pad = Tipkom { $a } odaberite c3, zatim d3, zatim d4.
lesson-10-wrong = Dopušteno, ali završite na d4: dijagonalno od Tirkiznog bloka je dopušteno.

## 11-a-puzzle
lesson-11-title = Zagonetka: pobjeda u dva poteza
lesson-11-narration-1 = Vaš zadnji blok je na c4, s Križem gore i Stopom okrenutim na sjever. Pobijedite u dva poteza: skinite ga s ploče.
lesson-11-hint-1 = Mora se prevrnuti na d6 s d5, d7, c6 ili e6, sa Zvijezdom na strani okrenutoj prema d6.
lesson-11-hint-2 = Prevrnite na istok: zapadna strana, Obruči, dođe gore na d4. Tri koraka mogu završiti na d5.
lesson-11-wrong = Dopušteno, ali to nije pobjeda u dva poteza. Pokušajte ponovno.
