# Kako se igra: pravila svake igre na nekoliko stranica, uz sliku.

ref-title = Kako se igra { $game }
ref-close = Zatvori  Esc
ref-close-pad = Zatvori  { $b }
ref-previous = < Natrag
ref-next = Dalje >
ref-page = Stranica { $page } od { $pages }
ref-open = Kako se igra
ref-open-at-table = Pravila  F2
ref-open-at-table-pad = Pravila
help-rules = F2: kako se igra ova igra

## Deblockle
ref-deblockle-goal-title = Cilj
ref-deblockle-goal-body = Deblockle se igra na ploči 7 puta 7 s dva polja zvijezde. Zlatni počinje na južnoj strani, Tirkizni na sjevernoj, svaki s četiri bloka.

    Vaš je cilj zvijezda na protivnikovoj strani. Prevrnite na nju jedan svoj blok sa Zvijezdom gore i taj blok napušta ploču. Pobjeđuje prvi igrač koji skine sve svoje blokove s ploče.
ref-deblockle-tip-title = Svaki potez: prevrtanje
ref-deblockle-tip-body = Odaberite jedan svoj blok i prevrnite ga preko jednog donjeg ruba na susjedno polje: sjever, istok, jug ili zapad, nikad dijagonalno. Polje mora biti na ploči i prazno.

    Blok se ne smije prevrnuti na zvijezdu, osim sa Zvijezdom gore na vašu ciljnu zvijezdu. Prevrtanje koje bi drugdje ostavilo Zvijezdu gore nije dopušteno.
ref-deblockle-hops-title = Zatim skok
ref-deblockle-hops-body = Simbol koji je sada gore kaže kako isti blok skače dalje:
    Stop: bez skoka, potez je gotov.
    Križ: jedno polje na sjever, istok, jug ili zapad.
    X: jedno polje dijagonalno.
    Klizač: ravno dok ga ne zaustavi rub ili blok (smije stati tik ispred zvijezde).
    Obruči: točno tri pojedinačna koraka, preko praznih polja.

    Skok nikad ne završava na zvijezdi, a prevrtanje je dopušteno samo ako skok ima kamo.
ref-deblockle-leaving-title = Napuštanje ploče
ref-deblockle-leaving-body = Blok napušta ploču samo prevrtanjem na vašu ciljnu zvijezdu tako da Zvijezda dođe gore. Nakon toga nema skoka: potez završava.

    Planirajte unaprijed: da biste se prevrnuli na sjever na zvijezdu, Zvijezda mora biti na južnoj strani bloka, jer prevrtanje na sjever dovodi južnu stranu gore.
ref-deblockle-blocked-title = Blokiran igrač i neriješeno
ref-deblockle-blocked-body = Igrač bez dopuštenog poteza je Deblockle'd: propušta potez, a drugi igrač igra ponovno dok ga neki potez ne oslobodi.

    Ako nijedan igrač ne može igrati, partija je neriješena. U ovoj aplikaciji neriješeno je i kad se isti položaj pojavi treći put (izbornik to može isključiti).
ref-deblockle-setup-title = Priprema
ref-deblockle-setup-body = Prije partije svaki igrač baca protivnikove blokove kao kocke. Strana koja dođe gore ostaje gore.

    Zatim postavljate protivnikove blokove na njegova početna polja, okrenute po volji oko okomice: prva prilika da mu otežate igru. Izbornik nudi i brzu pripremu koja blokove postavlja nasumično.

## Hive
ref-hive-goal-title = Cilj
ref-hive-goal-body = Hive nema ploču: ploču čine same pločice. Svaki igrač ima jedanaest pločica: pčelu maticu, dva kornjaša, tri skakavca, dva pauka i tri mrava vojnika.

    Opkolite drugu maticu sa svih šest strana, pločicama bilo koje boje, i pobijedili ste. Ako su obje matice opkoljene odjednom, partija je neriješena.
ref-hive-placing-title = Postavljanje pločice
ref-hive-placing-body = U svom potezu postavite pločicu iz pričuve ili pomaknite jednu koja je već u košnici.

    Nakon prve dvije pločice nova pločica mora dodirivati vašu boju i ne smije dodirivati drugu boju. Vaša matica mora biti postavljena do vašeg četvrtog kruga, a ovdje se ne smije postaviti u prvom krugu (turnirsko pravilo).
ref-hive-moving-title = Pomicanje pločice
ref-hive-moving-body = Nijedna se pločica ne smije pomaknuti prije nego što je matica njezina vlasnika u košnici.

    Košnica mora ostati u jednom komadu: pločica čiji bi je pomak razdvojio ne smije se pomaknuti. Pločica također ne može kliznuti kroz preuzak prolaz, između dviju pločica koje dodiruju i mjesto gdje jest i mjesto kamo ide.
ref-hive-bugs-title = Kukci
ref-hive-bugs-body = Pčela matica: jedno po jedno polje.
    Kornjaš: jedno polje, a smije se i popeti na košnicu; pločica ispod kornjaša ne može se pomaknuti.
    Skakavac: skače ravno preko jedne ili više pločica na prvo prazno polje.
    Pauk: točno tri polja oko košnice.
    Mrav vojnik: bilo koliko polja oko košnice.
ref-hive-expansions-title = Bube iz proširenja
ref-hive-expansions-body = Biraju se u postavkama Košnice: tada svaki igrač ima po jednu od svake.
    Komarac: kreće se kao bilo koja buba koju dodiruje; na vrhu košnice kreće se kao kornjaš; ako dodiruje samo komarce, ne može se micati.
    Bubamara: točno tri polja: dva po vrhu košnice, zatim jedno dolje na prazno polje.
    Babura: jedno polje, kao matica, ili umjesto toga podigne susjednu pločicu preko sebe na prazno polje uz sebe: pločicu bilo koje boje, ne iz hrpe, ne onu pomaknutu prošli potez, ne kroz procjep između dviju hrpa. Komarac koji dodiruje baburu može isto. Pločica pomaknuta prošli potez ne može se micati ni biti pomaknuta.
ref-hive-end-title = Preskakanje i kraj
ref-hive-end-body = Potez preskačete samo kad ne možete ni postaviti ni pomaknuti pločicu; aplikacija vam to kaže i nudi gumb Preskoči.

    Partija završava kad je matica opkoljena. Isti položaj treći put znači neriješeno.

## Blokus 3D
ref-blokus-goal-title = Cilj
ref-blokus-goal-body = Zajedno gradite građevinu na okretnom stolu, dio po dio. Svaka boja ima jedanaest dijelova od dvije do četiri kocke.

    Na kraju pogledajte građevinu točno odozgo: svako polje čija je gornja kocka vaše boje donosi jedan bod. Svaki dio koji niste postavili oduzima bod. Pobjeđuje najviši rezultat.
ref-blokus-placing-title = Postavljanje dijela
ref-blokus-placing-body = Dijelovi se spuštaju odozgo, okrenuti kako želite. Svaka kocka mora ležati na okretnom stolu ili na kocki točno ispod sebe: ispod dijela nema praznina.

    Vaš prvi dio mora dodirivati stol i dijeliti stranu s već postavljenim dijelom (sam prvi dio ide bilo kamo). Nakon toga svaki dio mora dijeliti cijelu stranu s kockom vaše boje.
ref-blokus-limits-title = Građevina
ref-blokus-limits-body = Odabrana građevina određuje gdje kocke smiju stajati: samo na njezinim poljima i ne više od broja na svakom polju.

    Pritisnite H da vidite gdje dio u ruci stane, L da vidite preostali prostor i T da pogledate točno odozgo.
ref-blokus-end-title = Kraj
ref-blokus-end-body = Ako u svom potezu ne možete postaviti nijedan dio, ispadate do kraja partije. Partija završava kad nitko više ne može postaviti dio.

    Igrači s istim najvišim rezultatom dijele pobjedu.
