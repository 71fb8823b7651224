# Lekcije svih igara: kartice popisa, ciljevi lekcija Hivea i Blokusa 3D te
# njihovi tekstovi (svaka datoteka lekcije u assets/tutorial navodi ove ključeve).

## Kartice popisa lekcija: ime svake igre i prikazana kartica
lessons-deblockle = Deblockle
lessons-hive = Hive
lessons-blokus3d = Blokus 3D
tutorial-tab-shown = [ { $game } ]

## Ciljevi Hivea
hive-goal-line = Cilj: odigrajte poteze lekcije.
hive-goal-place-any = Cilj: postavite pločicu.
hive-goal-place = Cilj: postavite svoju pločicu { $bug }.
hive-goal-move = Cilj: pomaknite svoju pločicu { $bug }.
hive-goal-win = Cilj: okružite drugu maticu i pobijedite.
hive-goal-draw = Cilj: jednim potezom okružite obje matice.
hive-goal-pass = Cilj: preskočite svoj potez.

## Ciljevi Blokusa 3D
blokus-goal-line = Cilj: postavite dijelove lekcije.
blokus-goal-place-any = Cilj: postavite dio.
blokus-goal-place = Cilj: postavite svoj dio { $piece }.
blokus-goal-rest = Cilj: postavite dio na kocke, { $level } { $level ->
    [one] razinu
    [few] razine
   *[other] razina
} više.
blokus-goal-reach = Cilj: postavite dio čija je najviša kocka { $level } kocke iznad ploče.
blokus-goal-top = Cilj: neka polje { $cell } odozgo pokazuje vašu boju.
blokus-goal-put-out = Cilj: ostavite drugoj boji bez mjesta za postavljanje.

# Lekcije Hivea: svaka datoteka lekcije u assets/tutorial/hive navodi ove ključeve.

## 01-placing
hive-lesson-01-title = Postavljanje pločica
hive-lesson-01-narration-1 = Hive nema ploču: pločice su ploča. Svaki potez postavljate pločicu iz zalihe ili pomičete onu koja je već u košnici. Bijeli je prvi postavio skakavca; crni je svog postavio pokraj njega.
hive-lesson-01-narration-2 = Od vaše druge pločice nadalje nova pločica mora dodirivati jednu od vaših pločica i nijednu protivnikovu. Pokušajte polje pokraj crnog skakavca: igra će reći zašto ne može. Zatim postavite pločicu na osvijetljeno polje.
hive-lesson-01-hint-1 = Kliknite pločicu u svojoj zalihi na rubu stola; zelena polja su mjesta na koja smije.
hive-lesson-01-hint-1-pad = Tipkom { $a } odaberite pločicu u svojoj zalihi na rubu stola; zelena polja su mjesta na koja smije.
hive-lesson-01-hint-2 = Tri polja s druge strane vašeg skakavca dodiruju samo bijele.
hive-lesson-01-wrong = Svako postavljanje koje pravila dopuštaju završava ovu lekciju.

## 02-the-queen-by-turn-four
hive-lesson-02-title = Matica do četvrtog poteza
hive-lesson-02-narration-1 = Vaša matica je pločica koja odlučuje igru: kad se popune svih šest polja oko matice, njezina strana gubi. Ne smije se postaviti u prvom potezu, a mora biti u košnici do kraja vašeg četvrtog.
hive-lesson-02-narration-2 = Ovo je vaš četvrti potez, a matica je još u zalihi. Pokušajte postaviti bilo koju drugu pločicu: igra to odbija. Postavite maticu.
hive-lesson-02-hint-1 = Kliknite maticu u svojoj zalihi.
hive-lesson-02-hint-1-pad = Tipkom { $a } odaberite maticu u svojoj zalihi.
hive-lesson-02-hint-2 = Poslužit će bilo koje zeleno polje: dodiruje samo bijele pločice.
hive-lesson-02-wrong = U ovom potezu smije se postaviti samo vaša matica.

## 03-no-moving-before-the-queen
hive-lesson-03-title = Bez pomicanja prije matice
hive-lesson-03-narration-1 = Dok vaša matica nije u košnici, nijedna vaša pločica ne smije se pomicati: možete samo postavljati. Zato igrači rano iznose maticu.
hive-lesson-03-narration-2 = Pokušajte pomaknuti mrava: igra kaže zašto ne može. Zatim postavite maticu.
hive-lesson-03-hint-1 = Vaše pločice stoje gdje jesu dok matica ne bude postavljena.
hive-lesson-03-hint-2 = Kliknite maticu u zalihi, zatim zeleno polje.
hive-lesson-03-hint-2-pad = Tipkom { $a } odaberite maticu u zalihi, zatim zeleno polje.
hive-lesson-03-wrong = Sada postavite maticu: tada se vaše pločice smiju pomicati.

## 04-the-queen
hive-lesson-04-title = Kako se kreće matica
hive-lesson-04-narration-1 = Svaka se pločica kreće po pravilu svoje kukca. Matica se kreće jedno po jedno polje, klizeći uz rub košnice i ostajući u dodiru s njom.
hive-lesson-04-narration-2 = Pomaknite maticu za jedno polje.
hive-lesson-04-hint-1 = Kliknite maticu: njezina dva moguća polja pozelene.
hive-lesson-04-hint-1-pad = Tipkom { $a } odaberite maticu: njezina dva moguća polja pozelene.
hive-lesson-04-hint-2 = Kliknite zeleno polje.
hive-lesson-04-hint-2-pad = Tipkom { $a } odaberite zeleno polje.
hive-lesson-04-wrong = Ovaj put pomaknite maticu.

## 05-the-beetle
hive-lesson-05-title = Kornjaš se penje
hive-lesson-05-narration-1 = Kornjaš se kreće jedno polje, kao matica, ali se može i popeti na košnicu i hodati po njoj. Pločica s kornjašem na sebi ne može se pomicati, a boja kornjaša vrijedi kao boja tog stupca.
hive-lesson-05-narration-2 = Popnite se na svog skakavca. Crni će odgovoriti; zatim siđite s košnice na prazno osvijetljeno polje.
hive-lesson-05-hint-1 = Kliknite kornjaša, zatim skakavca pokraj njega.
hive-lesson-05-hint-1-pad = Tipkom { $a } odaberite kornjaša, zatim skakavca pokraj njega.
hive-lesson-05-hint-2 = S vrha kornjaš smije sići na bilo koje prazno polje uz svoj stupac.
hive-lesson-05-wrong = Slijedite lekciju: prvo gore na svog skakavca, zatim dolje na prazno osvijetljeno polje.

## 06-the-grasshopper
hive-lesson-06-title = Skakavac skače
hive-lesson-06-narration-1 = Skakavac ne kliže: skače u ravnoj crti preko jedne ili više pločica i doskače na prvo prazno polje iza njih.
hive-lesson-06-narration-2 = Preskočite skakavcem cijeli red do osvijetljenog polja.
hive-lesson-06-hint-1 = Kliknite skakavca na kraju reda.
hive-lesson-06-hint-1-pad = Tipkom { $a } odaberite skakavca na kraju reda.
hive-lesson-06-hint-2 = Jedino mjesto doskoka je polje iza crnog mrava.
hive-lesson-06-wrong = Preskočite skakavcem red.

## 07-the-spider
hive-lesson-07-title = Pauk hoda tri
hive-lesson-07-narration-1 = Pauk kliže točno tri polja oko košnice: ni više ni manje, i nikad natrag preko polja koje je upravo napustio.
hive-lesson-07-narration-2 = Provedite pauka tri polja uz rub košnice, do osvijetljenog polja.
hive-lesson-07-hint-1 = Kliknite pauka: samo su dva polja točno tri koraka daleko.
hive-lesson-07-hint-1-pad = Tipkom { $a } odaberite pauka: samo su dva polja točno tri koraka daleko.
hive-lesson-07-hint-2 = Brojite korake: jedan, dva, tri, oko ruba, nikad kroz pločicu.
hive-lesson-07-wrong = Provedite pauka tri polja, do osvijetljenog polja.

## 08-the-ant
hive-lesson-08-title = Mrav ide bilo kamo
hive-lesson-08-narration-1 = Mrav vojnik kliže bilo koliko polja oko košnice. Može doći gotovo do svakog polja na rubu, pa je najjača pločica za blokiranje.
hive-lesson-08-narration-2 = Pomaknite mrava bilo kamo kamo može.
hive-lesson-08-hint-1 = Kliknite mrava: svako zeleno polje mu je nadohvat.
hive-lesson-08-hint-1-pad = Tipkom { $a } odaberite mrava: svako zeleno polje mu je nadohvat.
hive-lesson-08-hint-2 = Daleki kraj košnice, iza crnog mrava, dobro je mjesto.
hive-lesson-08-wrong = Pomaknite mrava.

## 09-one-hive
hive-lesson-09-title = Jedna košnica
hive-lesson-09-narration-1 = Košnica uvijek mora ostati u jednom komadu. Pločica čiji bi odlazak podijelio košnicu na dva dijela je prikovana: ne može se pomaknuti, čak ni načas na svom putu.
hive-lesson-09-narration-2 = Vaša matica drži mrava uz ostatak košnice. Pokušajte je pomaknuti: igra kaže zašto ne može. Umjesto nje pomaknite mrava.
hive-lesson-09-hint-1 = Svaka pločica u sredini ovog reda je prikovana; samo krajevi mogu otići.
hive-lesson-09-hint-2 = Kliknite mrava na kraju reda.
hive-lesson-09-hint-2-pad = Tipkom { $a } odaberite mrava na kraju reda.
hive-lesson-09-wrong = Pomaknite mrava: to je jedina vaša slobodna pločica.

## 10-freedom-to-move
hive-lesson-10-title = Sloboda kretanja
hive-lesson-10-narration-1 = Pločica koja kliže mora se provući: ne može se ugurati između dviju pločica u procjep širok točno koliko ona. Osvijetljeno polje je prazno, ali ga okružuje pet pločica, pa nijedan mrav ne može uklizati.
hive-lesson-10-narration-2 = Kliknite mrava i vidite da osvijetljeno polje nije ponuđeno. Zatim pomaknite mrava bilo kamo drugamo.
hive-lesson-10-narration-2-pad = Tipkom { $a } odaberite mrava i vidite da osvijetljeno polje nije ponuđeno. Zatim pomaknite mrava bilo kamo drugamo.
hive-lesson-10-hint-1 = Jedini ulaz u osvijetljeno polje je između vaše matice i crnog mrava, a ta su vrata zatvorena.
hive-lesson-10-hint-2 = Poslužit će bilo koje zeleno polje.
hive-lesson-10-wrong = Pomaknite mrava.

## 11-surround-the-queen
hive-lesson-11-title = Okružite maticu
hive-lesson-11-narration-1 = Pobjeđujete kad se popune svih šest polja oko protivnikove matice, pločicama bilo koje boje.
hive-lesson-11-narration-2 = Crnoj matici ostala je samo jedna slobodna strana. Popunite je.
hive-lesson-11-hint-1 = Vaš mrav može obići košnicu do praznog polja pokraj crne matice.
hive-lesson-11-hint-2 = Kliknite mrava, zatim osvijetljeno polje.
hive-lesson-11-hint-2-pad = Tipkom { $a } odaberite mrava, zatim osvijetljeno polje.
hive-lesson-11-wrong = To ne okružuje crnu maticu.

## 12-a-draw
hive-lesson-12-title = Neriješeno
hive-lesson-12-narration-1 = Ako jedan potez popuni posljednje slobodno polje oko obiju matica odjednom, nitko ne pobjeđuje: igra je neriješena.
hive-lesson-12-narration-2 = Obje matice ovdje imaju jednu slobodnu stranu, i to isto polje. Skočite skakavcem u njega i igra završava neriješeno.
hive-lesson-12-hint-1 = Polje između dviju matica posljednja je slobodna strana svake od njih.
hive-lesson-12-hint-2 = Kliknite skakavca, zatim polje koje dijele dvije matice.
hive-lesson-12-hint-2-pad = Tipkom { $a } odaberite skakavca, zatim polje koje dijele dvije matice.
hive-lesson-12-wrong = Ova lekcija traži potez koji odjednom okružuje obje matice.

## 13-the-mosquito
hive-lesson-13-title = Komarac
hive-lesson-13-narration-1 = Komarac nema vlastiti potez: kreće se kao bilo koji kukac koji ga dodiruje. Pokraj skakavca skače, pokraj mrava trči; dodirujući samo druge komarce, ne može se pomaknuti.
hive-lesson-13-narration-2 = Vaš komarac dodiruje vašu maticu i vašeg skakavca. Skočite kao skakavac, preko njega do osvijetljenog polja.
hive-lesson-13-hint-1 = Kliknite komarca: nude mu se koraci matice i skokovi skakavca.
hive-lesson-13-hint-1-pad = Tipkom { $a } odaberite komarca: nude mu se koraci matice i skokovi skakavca.
hive-lesson-13-hint-2 = Osvijetljeno polje leži ravno iza vašeg skakavca.
hive-lesson-13-wrong = Ovaj put iskoristite skok skakavca, preko svog skakavca do osvijetljenog polja.

## 14-the-ladybug
hive-lesson-14-title = Bubamara
hive-lesson-14-narration-1 = Bubamara se uvijek kreće tri polja: dva koraka preko vrha košnice, zatim jedan korak dolje na prazno polje.
hive-lesson-14-narration-2 = Provedite bubamaru preko svog skakavca i crnog skakavca, i dolje do osvijetljenog polja.
hive-lesson-14-hint-1 = Kliknite bubamaru: njezina su polja svuda oko košnice, dosegnuta preko vrha.
hive-lesson-14-hint-1-pad = Tipkom { $a } odaberite bubamaru: njezina su polja svuda oko košnice, dosegnuta preko vrha.
hive-lesson-14-hint-2 = Gore na svog skakavca, preko na crnog, i dolje do osvijetljenog polja.
hive-lesson-14-wrong = Provedite bubamaru preko dvaju skakavaca do osvijetljenog polja.

## 15-the-pillbug
hive-lesson-15-title = Bacanje babure
hive-lesson-15-narration-1 = Babura se kreće jedno polje, kao matica. Umjesto da se kreće, smije podići pločicu koja je dodiruje, bilo koje boje, preko sebe na prazno polje koje također dodiruje. Ne smije podići pločicu koja se upravo pomaknula, stupac ni pločicu koja je košnici potrebna.
hive-lesson-15-narration-2 = Bacite crnog mrava pokraj svoje babure na prazno osvijetljeno polje.
hive-lesson-15-hint-1 = Kliknite baburu, zatim crnog mrava kojeg može baciti, zatim mjesto gdje pada.
hive-lesson-15-hint-1-pad = Tipkom { $a } odaberite baburu, zatim crnog mrava kojeg može baciti, zatim mjesto gdje pada.
hive-lesson-15-hint-2 = Mrav pada na prazno osvijetljeno polje, koje također dodiruje baburu.
hive-lesson-15-wrong = Bacite crnog mrava na prazno osvijetljeno polje.

## 16-a-stunned-tile
hive-lesson-16-title = Ošamućena pločica
hive-lesson-16-narration-1 = Pločica koju je babura upravo bacila ošamućena je: ne može se pomaknuti u sljedećem potezu svog vlasnika i nijedna je babura ne smije podići. Ovdje igrate crnim, a bijela babura upravo je bacila vašeg mrava.
hive-lesson-16-narration-2 = Pokušajte pomaknuti mrava: igra kaže zašto ne može. Umjesto njega pomaknite pauka.
hive-lesson-16-hint-1 = Vaša matica i skakavac drže košnicu na okupu; vaš pauk je slobodan.
hive-lesson-16-hint-2 = Kliknite pauka: njegova dva polja pozelene.
hive-lesson-16-hint-2-pad = Tipkom { $a } odaberite pauka: njegova dva polja pozelene.
hive-lesson-16-wrong = Ovaj put pomaknite pauka.

## 17-passing
hive-lesson-17-title = Preskakanje poteza
hive-lesson-17-narration-1 = Ako ne možete ni postaviti ni pomaknuti pločicu, morate preskočiti potez, i samo tada. Ovdje igrate crnim: svaka je crna pločica prikovana ili blokirana, a svako slobodno polje dodiruje bijelu.
hive-lesson-17-narration-2 = Preskočite svoj potez.
hive-lesson-17-hint-1 = Pokušajte pločicu: igra vam kaže zašto se ne može pomaknuti.
hive-lesson-17-hint-2 = Pritisnite Preskoči na dnu stola.
hive-lesson-17-wrong = Nemate poteza: preskočite.

# Lekcije Blokusa 3D: svaka datoteka lekcije u assets/tutorial/blokus3d navodi ove ključeve.

## 01-choosing-and-turning
blokus-lesson-01-title = Odabir i okretanje dijela
blokus-lesson-01-narration-1 = U Blokusu 3D igrači zajedno grade jednu građevinu na okretnom stolu. Svaka boja ima jedanaest dijelova od dvije do četiri kocke. Vi igrate plavim i postavljate prvi.
blokus-lesson-01-narration-2 = Kliknite dio u svojem pladnju i držite ga iznad osvijetljenih polja građevine. R, F i G okreću ga oko njegove tri osi, da leži, stoji ili se prevrne; okretni stol okreće se mišem. Kliknite da ga spustite.
blokus-lesson-01-narration-2-pad = { $a }: uzmite dio iz svojeg pladnja ({ $shoulders } biraju drugi); { $dpad } ga drži iznad osvijetljenih polja građevine. { $x }, { $y } i { $rt } okreću ga oko njegove tri osi, da leži, stoji ili se prevrne. { $a } ga spušta.
blokus-lesson-01-hint-1 = Prvi dio smije ići bilo gdje unutar građevine.
blokus-lesson-01-hint-2 = Ako se dio ne spušta, viri van: okrenite ga s R, F ili G, ili ga pomaknite prema unutra.
blokus-lesson-01-wrong = Svako postavljanje koje pravila dopuštaju završava ovu lekciju.

## 02-the-first-round
blokus-lesson-02-title = Prvi krug
blokus-lesson-02-narration-1 = Plavi je postavio prvi dio. Sada igrate žutim. U prvom krugu svaka boja nakon prve mora postaviti dio koji cijelom plohom dodiruje već postavljeni dio i koji dodiruje ploču.
blokus-lesson-02-narration-2 = Postavite žuti dio uz plavi, na ploču. Pokušajte ga staviti da lebdi na vrhu ili sam za sebe: igra kaže zašto ne može.
blokus-lesson-02-hint-1 = Stavite dio pokraj osvijetljenih plavih kocki, na ploču.
blokus-lesson-02-hint-2 = Ravni dio od tri kocke stane uz desnu stranu plavog dijela.
blokus-lesson-02-wrong = Svako postavljanje koje pravila dopuštaju završava ovu lekciju.

## 03-touching-your-colour
blokus-lesson-03-title = Dodirnite svoju boju
blokus-lesson-03-narration-1 = Od vašeg drugog dijela nadalje svaki novi dio mora barem jednom cijelom plohom, sa strane, odozgo ili odozdo, dodirivati kocku vaše boje. Dodirivanje i drugih boja je dopušteno; dodir samo bridom ili kutom nije dovoljan.
blokus-lesson-03-narration-2 = Opet igrate plavim. Postavite dio koji plohom dodiruje vaše osvijetljene plave kocke.
blokus-lesson-03-hint-1 = Dio koji dodiruje samo žutu bit će odbijen: igra vam kaže zašto.
blokus-lesson-03-hint-2 = Kvadratni dio stane u udubinu vašeg L.
blokus-lesson-03-wrong = Svako postavljanje koje pravila dopuštaju završava ovu lekciju.

## 04-no-overhang
blokus-lesson-04-title = Bez prevjesa
blokus-lesson-04-narration-1 = Dijelovi se spuštaju odozgo i slažu jedan na drugi. Svaka kocka mora ležati na ploči ili na kocki točno ispod sebe: nijedan dio ne smije visjeti nad praznim prostorom i ispod ne smije ostati rupa.
blokus-lesson-04-narration-2 = Postavite plavi dio na osvijetljene plave kocke, tako da svaka njegova kocka leži na kocki.
blokus-lesson-04-hint-1 = Dio koji bi visio nad praznim poljem bit će odbijen.
blokus-lesson-04-hint-2 = Ravni T stane na vaš L i vaš kvadrat.
blokus-lesson-04-wrong = Stavite ovaj dio na osvijetljene kocke, tako da svaka kocka leži na jednoj.

## 05-the-limits
blokus-lesson-05-title = Granice građevine
blokus-lesson-05-narration-1 = Svaka građevina ima svoj oblik i granicu visine za svako polje: nijedna kocka ne smije biti izvan oblika ni iznad granice. Na ovim stubama prednji red prima jednu kocku, sljedeći dvije, zatim tri, a stražnji red četiri.
blokus-lesson-05-narration-2 = Uspravite ravni dio od tri kocke, visok tri kocke. Pokušajte na prednjem redu: igra odbija. Stane na dva stražnja reda.
blokus-lesson-05-hint-1 = R, F ili G uspravljaju ravni dio.
blokus-lesson-05-hint-2 = Osvijetljeni stražnji red visok je četiri kocke.
blokus-lesson-05-wrong = Uspravite ravni dio, visok tri kocke.

## 06-scoring-from-above
blokus-lesson-06-title = Bodovanje odozgo
blokus-lesson-06-narration-1 = Kad više nitko ne može postaviti, građevina se gleda točno odozgo: svako polje čija je gornja kocka vaše boje donosi bod, a svaki dio preostao u vašem pladnju oduzima jedan.
blokus-lesson-06-narration-2 = Žuti stupac na osvijetljenom polju odozgo pokazuje žutu. Prekrijte ga plavim, dodirujući svoje plave kocke.
blokus-lesson-06-hint-1 = Dio položen na žutu, pokraj vašeg T, dodiruje plavu.
blokus-lesson-06-hint-2 = Dvije kocke u nizu, preko osvijetljenog polja i onog iza njega.
blokus-lesson-06-wrong = To postavljanje ne čini osvijetljeno polje plavim odozgo.

## 07-a-colour-that-cannot-place
blokus-lesson-07-title = Boja koja ne može postaviti ispada
blokus-lesson-07-narration-1 = Boja koja u svom potezu ne može postaviti dio ispada do kraja igre; ostali igraju dalje, a igra završava kad nitko ne može postaviti.
blokus-lesson-07-narration-2 = Žuti ima još samo nekoliko mjesta. Jedno plavo postavljanje zauzima ih sva: pronađite ga i žuti ispada.
blokus-lesson-07-hint-1 = Potražite nekoliko mjesta gdje bi žuti još mogao dodirnuti žutu.
blokus-lesson-07-hint-2 = Vaš ravni dio od tri kocke ih popunjava.
blokus-lesson-07-wrong = Žuti bi nakon toga još mogao postaviti: pokušajte ponovno.
