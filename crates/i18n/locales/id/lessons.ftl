# Pelajaran setiap permainan: tab daftar, tujuan pelajaran Hive dan Blokus 3D,
# dan teksnya (setiap berkas pelajaran di assets/tutorial menyebut kunci ini).

## Tab daftar pelajaran: nama setiap permainan, dan tab yang ditampilkan
lessons-deblockle = Deblockle
lessons-hive = Hive
lessons-blokus3d = Blokus 3D
tutorial-tab-shown = [ { $game } ]

## Tujuan Hive
hive-goal-line = Tujuan: mainkan langkah-langkah pelajaran.
hive-goal-place-any = Tujuan: letakkan sebuah ubin.
hive-goal-place = Tujuan: letakkan { $bug } Anda.
hive-goal-move = Tujuan: gerakkan { $bug } Anda.
hive-goal-win = Tujuan: kepung Ratu lawan dan menang.
hive-goal-draw = Tujuan: kepung kedua Ratu dengan satu langkah.
hive-goal-pass = Tujuan: lewati giliran Anda.

## Tujuan Blokus 3D
blokus-goal-line = Tujuan: lakukan penempatan pelajaran.
blokus-goal-place-any = Tujuan: tempatkan sebuah bidak.
blokus-goal-place = Tujuan: tempatkan { $piece } Anda.
blokus-goal-rest = Tujuan: tempatkan bidak di atas kubus, { $level } { $level ->
    [one] tingkat
   *[other] tingkat
} ke atas.
blokus-goal-reach = Tujuan: tempatkan bidak yang kubus teratasnya { $level } kubus di atas papan.
blokus-goal-top = Tujuan: buat kotak { $cell } menampakkan warna Anda dari atas.
blokus-goal-put-out = Tujuan: jangan sisakan tempat bagi warna lawan.

# Pelajaran Hive

## 01-placing
hive-lesson-01-title = Meletakkan ubin
hive-lesson-01-narration-1 = Hive tidak punya papan: ubin-ubinnya adalah papan. Setiap giliran Anda meletakkan ubin dari cadangan atau menggerakkan ubin yang sudah ada di sarang. Putih meletakkan Belalang lebih dulu; Hitam meletakkan miliknya di sebelahnya.
hive-lesson-01-narration-2 = Mulai ubin kedua Anda, ubin baru harus menyentuh salah satu ubin Anda dan tidak menyentuh ubin lawan. Coba heks di sebelah Belalang hitam: permainan akan mengatakan mengapa tidak boleh. Lalu letakkan ubin di heks yang menyala.
hive-lesson-01-hint-1 = Klik ubin di cadangan Anda di tepi meja; heks hijau adalah tempat yang boleh.
hive-lesson-01-hint-1-pad = Tekan { $a } pada ubin di cadangan Anda di tepi meja; heks hijau adalah tempat yang boleh.
hive-lesson-01-hint-2 = Tiga heks di sisi seberang Belalang Anda hanya menyentuh putih.
hive-lesson-01-wrong = Penempatan apa pun yang diizinkan aturan menyelesaikan pelajaran ini.

## 02-the-queen-by-turn-four
hive-lesson-02-title = Ratu paling lambat giliran keempat
hive-lesson-02-narration-1 = Ratu Lebah Anda adalah ubin penentu permainan: bila keenam heks di sekeliling sebuah Ratu terisi, pihaknya kalah. Ratu tidak boleh diletakkan pada giliran pertama, dan harus sudah di sarang sebelum giliran keempat Anda berakhir.
hive-lesson-02-narration-2 = Ini giliran keempat Anda dan Ratu masih di cadangan. Coba letakkan ubin lain: permainan menolaknya. Letakkan Ratu Anda.
hive-lesson-02-hint-1 = Klik Ratu Lebah di cadangan Anda.
hive-lesson-02-hint-1-pad = Tekan { $a } pada Ratu Lebah di cadangan Anda.
hive-lesson-02-hint-2 = Heks hijau mana pun boleh: heks itu hanya menyentuh ubin putih.
hive-lesson-02-wrong = Pada giliran ini hanya Ratu Anda yang boleh diletakkan.

## 03-no-moving-before-the-queen
hive-lesson-03-title = Tidak bergerak sebelum Ratu
hive-lesson-03-narration-1 = Selama Ratu Anda belum di sarang, tidak satu pun ubin Anda boleh bergerak: Anda hanya bisa meletakkan. Karena itu pemain mengeluarkan Ratu lebih awal.
hive-lesson-03-narration-2 = Coba gerakkan Semut Anda: permainan mengatakan mengapa tidak bisa. Lalu letakkan Ratu Anda.
hive-lesson-03-hint-1 = Ubin Anda tetap di tempatnya sampai Ratu diletakkan.
hive-lesson-03-hint-2 = Klik Ratu di cadangan Anda, lalu heks hijau.
hive-lesson-03-hint-2-pad = Tekan { $a } pada Ratu di cadangan Anda, lalu heks hijau.
hive-lesson-03-wrong = Letakkan Ratu Anda sekarang: setelah itu ubin Anda boleh bergerak.

## 04-the-queen
hive-lesson-04-title = Gerak Ratu Lebah
hive-lesson-04-narration-1 = Setiap ubin bergerak menurut aturan serangganya sendiri. Ratu Lebah bergerak satu heks setiap kali, bergeser di tepi sarang dan tetap menyentuhnya.
hive-lesson-04-narration-2 = Gerakkan Ratu Anda satu heks.
hive-lesson-04-hint-1 = Klik Ratu Anda: dua heks yang mungkin menjadi hijau.
hive-lesson-04-hint-1-pad = Tekan { $a } pada Ratu Anda: dua heks yang mungkin menjadi hijau.
hive-lesson-04-hint-2 = Klik heks hijau.
hive-lesson-04-hint-2-pad = Tekan { $a } pada heks hijau.
hive-lesson-04-wrong = Kali ini gerakkan Ratu Anda.

## 05-the-beetle
hive-lesson-05-title = Kumbang memanjat
hive-lesson-05-narration-1 = Kumbang bergerak satu heks, seperti Ratu, tetapi juga boleh memanjat ke atas sarang dan berjalan di atasnya. Ubin yang ditumpangi Kumbang tidak bisa bergerak, dan warna Kumbang dihitung sebagai warna tumpukan itu.
hive-lesson-05-narration-2 = Panjat Belalang Anda. Hitam akan membalas; lalu turun dari sarang ke heks kosong yang menyala.
hive-lesson-05-hint-1 = Klik Kumbang, lalu Belalang di sebelahnya.
hive-lesson-05-hint-1-pad = Tekan { $a } pada Kumbang, lalu Belalang di sebelahnya.
hive-lesson-05-hint-2 = Dari atas, Kumbang boleh turun ke heks kosong mana pun di sebelah tumpukannya.
hive-lesson-05-wrong = Ikuti pelajaran: naik dulu ke Belalang Anda, lalu turun ke heks kosong yang menyala.

## 06-the-grasshopper
hive-lesson-06-title = Belalang melompat
hive-lesson-06-narration-1 = Belalang tidak bergeser: ia melompat lurus melewati satu ubin atau lebih dan mendarat di heks kosong pertama sesudahnya.
hive-lesson-06-narration-2 = Lompatkan Belalang Anda melewati seluruh barisan ke heks yang menyala.
hive-lesson-06-hint-1 = Klik Belalang di ujung barisan.
hive-lesson-06-hint-1-pad = Tekan { $a } pada Belalang di ujung barisan.
hive-lesson-06-hint-2 = Satu-satunya tempat mendarat adalah heks di seberang Semut hitam.
hive-lesson-06-wrong = Lompatkan Belalang melewati barisan.

## 07-the-spider
hive-lesson-07-title = Laba-laba berjalan tiga
hive-lesson-07-narration-1 = Laba-laba bergeser tepat tiga heks mengelilingi sarang: tidak lebih, tidak kurang, dan tidak pernah kembali ke heks yang baru ditinggalkannya.
hive-lesson-07-narration-2 = Jalankan Laba-laba Anda tiga heks di sepanjang tepi sarang, ke heks yang menyala.
hive-lesson-07-hint-1 = Klik Laba-laba: hanya dua heks yang tepat tiga langkah jauhnya.
hive-lesson-07-hint-1-pad = Tekan { $a } pada Laba-laba: hanya dua heks yang tepat tiga langkah jauhnya.
hive-lesson-07-hint-2 = Hitung langkahnya: satu, dua, tiga, menyusuri tepi, tidak pernah menembus ubin.
hive-lesson-07-wrong = Jalankan Laba-laba tiga heks, ke heks yang menyala.

## 08-the-ant
hive-lesson-08-title = Semut ke mana saja
hive-lesson-08-narration-1 = Semut Prajurit bergeser berapa pun heks mengelilingi sarang. Ia bisa mencapai hampir setiap heks di tepi, sehingga menjadi ubin terkuat untuk menghadang.
hive-lesson-08-narration-2 = Gerakkan Semut Anda ke mana pun ia bisa pergi.
hive-lesson-08-hint-1 = Klik Semut: setiap heks hijau terjangkau.
hive-lesson-08-hint-1-pad = Tekan { $a } pada Semut: setiap heks hijau terjangkau.
hive-lesson-08-hint-2 = Ujung jauh sarang, melewati Semut hitam, adalah tempat yang baik.
hive-lesson-08-wrong = Gerakkan Semut Anda.

## 09-one-hive
hive-lesson-09-title = Satu sarang
hive-lesson-09-narration-1 = Sarang harus selalu utuh. Ubin yang kepergiannya akan membelah sarang menjadi dua terkunci: ia tidak bisa bergerak, bahkan sesaat di tengah jalan.
hive-lesson-09-narration-2 = Ratu Anda menahan Semut Anda pada sisa sarang. Coba gerakkan Ratu: permainan mengatakan mengapa tidak bisa. Gerakkan Semut Anda saja.
hive-lesson-09-hint-1 = Setiap ubin di tengah barisan ini terkunci; hanya ujung-ujungnya yang bisa pergi.
hive-lesson-09-hint-2 = Klik Semut Anda di ujung barisan.
hive-lesson-09-hint-2-pad = Tekan { $a } pada Semut Anda di ujung barisan.
hive-lesson-09-wrong = Gerakkan Semut Anda: itu satu-satunya ubin Anda yang bebas.

## 10-freedom-to-move
hive-lesson-10-title = Kebebasan bergerak
hive-lesson-10-narration-1 = Ubin yang bergeser harus muat lewat: ia tidak bisa menyelinap di antara dua ubin ke celah yang persis selebar dirinya. Heks yang menyala kosong, tetapi dikelilingi lima ubin, sehingga tidak ada Semut yang bisa masuk.
hive-lesson-10-narration-2 = Klik Semut Anda dan lihat bahwa heks yang menyala tidak ditawarkan. Lalu gerakkan Semut ke tempat lain mana pun.
hive-lesson-10-narration-2-pad = Tekan { $a } pada Semut Anda dan lihat bahwa heks yang menyala tidak ditawarkan. Lalu gerakkan Semut ke tempat lain mana pun.
hive-lesson-10-hint-1 = Satu-satunya jalan masuk ke heks yang menyala ada di antara Ratu Anda dan Semut hitam, dan gerbang itu tertutup.
hive-lesson-10-hint-2 = Heks hijau mana pun boleh.
hive-lesson-10-wrong = Gerakkan Semut Anda.

## 11-surround-the-queen
hive-lesson-11-title = Kepung Ratu
hive-lesson-11-narration-1 = Anda menang bila keenam heks di sekeliling Ratu lawan terisi, oleh ubin warna apa pun.
hive-lesson-11-narration-2 = Ratu Hitam tinggal punya satu sisi bebas. Isi sisi itu.
hive-lesson-11-hint-1 = Semut Anda bisa berkeliling sarang ke heks kosong di sebelah Ratu hitam.
hive-lesson-11-hint-2 = Klik Semut Anda, lalu heks yang menyala.
hive-lesson-11-hint-2-pad = Tekan { $a } pada Semut Anda, lalu heks yang menyala.
hive-lesson-11-wrong = Itu tidak mengepung Ratu hitam.

## 12-a-draw
hive-lesson-12-title = Seri
hive-lesson-12-narration-1 = Bila satu langkah mengisi heks bebas terakhir di sekeliling kedua Ratu sekaligus, tidak ada yang menang: permainan seri.
hive-lesson-12-narration-2 = Kedua Ratu di sini masing-masing punya satu sisi bebas, dan itu heks yang sama. Lompatkan Belalang Anda ke sana dan permainan berakhir seri.
hive-lesson-12-hint-1 = Heks di antara kedua Ratu adalah sisi bebas terakhir masing-masing.
hive-lesson-12-hint-2 = Klik Belalang Anda, lalu heks yang dimiliki bersama kedua Ratu.
hive-lesson-12-hint-2-pad = Tekan { $a } pada Belalang Anda, lalu heks yang dimiliki bersama kedua Ratu.
hive-lesson-12-wrong = Pelajaran ini meminta langkah yang mengepung kedua Ratu sekaligus.

## 13-the-mosquito
hive-lesson-13-title = Nyamuk
hive-lesson-13-narration-1 = Nyamuk tidak punya gerak sendiri: ia bergerak seperti serangga mana pun yang disentuhnya. Di sebelah Belalang ia melompat, di sebelah Semut ia berlari; bila hanya menyentuh Nyamuk lain, ia tidak bisa bergerak.
hive-lesson-13-narration-2 = Nyamuk Anda menyentuh Ratu dan Belalang Anda. Melompatlah seperti Belalang, melewatinya ke heks yang menyala.
hive-lesson-13-hint-1 = Klik Nyamuk: ia ditawari langkah Ratu dan lompatan Belalang.
hive-lesson-13-hint-1-pad = Tekan { $a } pada Nyamuk: ia ditawari langkah Ratu dan lompatan Belalang.
hive-lesson-13-hint-2 = Heks yang menyala terletak lurus di seberang Belalang Anda.
hive-lesson-13-wrong = Kali ini pakai lompatan Belalang, melewati Belalang Anda ke heks yang menyala.

## 14-the-ladybug
hive-lesson-14-title = Kepik
hive-lesson-14-narration-1 = Kepik selalu bergerak tiga heks: dua langkah di atas sarang, lalu satu langkah turun ke heks kosong.
hive-lesson-14-narration-2 = Jalankan Kepik Anda melewati Belalang Anda dan Belalang hitam, lalu turun ke heks yang menyala.
hive-lesson-14-hint-1 = Klik Kepik: heks-heksnya ada di sekeliling sarang, dicapai lewat atas.
hive-lesson-14-hint-1-pad = Tekan { $a } pada Kepik: heks-heksnya ada di sekeliling sarang, dicapai lewat atas.
hive-lesson-14-hint-2 = Naik ke Belalang Anda, menyeberang ke milik Hitam, dan turun ke heks yang menyala.
hive-lesson-14-wrong = Bawa Kepik melewati kedua Belalang ke heks yang menyala.

## 15-the-pillbug
hive-lesson-15-title = Lemparan Kutu kayu
hive-lesson-15-narration-1 = Kutu kayu bergerak satu heks, seperti Ratu. Sebagai ganti bergerak, ia boleh mengangkat ubin yang menyentuhnya, warna apa pun, melewati dirinya ke heks kosong yang juga disentuhnya. Ia tidak boleh mengangkat ubin yang baru bergerak, tumpukan, atau ubin yang dibutuhkan sarang.
hive-lesson-15-narration-2 = Lemparkan Semut hitam di sebelah Kutu kayu Anda ke heks kosong yang menyala.
hive-lesson-15-hint-1 = Klik Kutu kayu Anda, lalu Semut hitam yang bisa dilemparnya, lalu tempat mendaratnya.
hive-lesson-15-hint-1-pad = Tekan { $a } pada Kutu kayu Anda, lalu Semut hitam yang bisa dilemparnya, lalu tempat mendaratnya.
hive-lesson-15-hint-2 = Semut mendarat di heks kosong yang menyala, yang juga menyentuh Kutu kayu.
hive-lesson-15-wrong = Lemparkan Semut hitam ke heks kosong yang menyala.

## 16-a-stunned-tile
hive-lesson-16-title = Ubin yang pingsan
hive-lesson-16-narration-1 = Ubin yang baru dilempar Kutu kayu menjadi pingsan: ia tidak bisa bergerak pada giliran berikut pemiliknya, dan tidak ada Kutu kayu yang boleh mengangkatnya. Di sini Anda bermain Hitam, dan Kutu kayu Putih baru saja melempar Semut Anda.
hive-lesson-16-narration-2 = Coba gerakkan Semut Anda: permainan mengatakan mengapa tidak bisa. Gerakkan Laba-laba Anda saja.
hive-lesson-16-hint-1 = Ratu dan Belalang Anda menyatukan sarang; Laba-laba Anda bebas.
hive-lesson-16-hint-2 = Klik Laba-laba Anda: dua heksnya menjadi hijau.
hive-lesson-16-hint-2-pad = Tekan { $a } pada Laba-laba Anda: dua heksnya menjadi hijau.
hive-lesson-16-wrong = Kali ini gerakkan Laba-laba Anda.

## 17-passing
hive-lesson-17-title = Melewati giliran
hive-lesson-17-narration-1 = Bila Anda tidak bisa meletakkan maupun menggerakkan ubin, Anda harus melewati giliran, dan hanya saat itu. Di sini Anda bermain Hitam: setiap ubin hitam terkunci atau terhalang, dan setiap heks bebas menyentuh putih.
hive-lesson-17-narration-2 = Lewati giliran Anda.
hive-lesson-17-hint-1 = Coba sebuah ubin: permainan mengatakan mengapa ubin itu tidak bisa bergerak.
hive-lesson-17-hint-2 = Tekan Lewati di bagian bawah meja.
hive-lesson-17-wrong = Anda tidak punya langkah: lewati.

# Pelajaran Blokus 3D

## 01-choosing-and-turning
blokus-lesson-01-title = Memilih dan memutar bidak
blokus-lesson-01-narration-1 = Dalam Blokus 3D para pemain bersama-sama membangun satu bangunan di atas meja putar. Setiap warna punya sebelas bidak dari dua sampai empat kubus. Anda bermain Biru dan menempatkan lebih dulu.
blokus-lesson-01-narration-2 = Klik bidak di nampan Anda dan tahan di atas kotak-kotak bangunan yang menyala. R, F dan G memutarnya pada tiga sumbunya, supaya berbaring, berdiri atau terguling; meja putar berputar dengan tetikus. Klik untuk menurunkannya.
blokus-lesson-01-narration-2-pad = Tekan { $a } untuk mengambil bidak dari nampan Anda ({ $shoulders } memilih yang lain) dan tahan di atas kotak-kotak bangunan yang menyala dengan { $dpad }. { $x }, { $y } dan { $rt } memutarnya pada tiga sumbunya, supaya berbaring, berdiri atau terguling. { $a } menurunkannya.
blokus-lesson-01-hint-1 = Bidak pertama boleh ditempatkan di mana saja di dalam bangunan.
blokus-lesson-01-hint-2 = Bila bidak tidak mau turun, ada yang mencuat: putar dengan R, F atau G, atau geser ke dalam.
blokus-lesson-01-wrong = Penempatan apa pun yang diizinkan aturan menyelesaikan pelajaran ini.

## 02-the-first-round
blokus-lesson-02-title = Putaran pertama
blokus-lesson-02-narration-1 = Biru sudah menempatkan bidak pertama. Sekarang Anda bermain Kuning. Pada putaran pertama, setiap warna sesudah yang pertama harus menempatkan bidak yang berbagi satu sisi penuh dengan bidak yang sudah ada, dan menyentuh papan.
blokus-lesson-02-narration-2 = Tempatkan bidak Kuning menempel pada yang Biru, berdiri di papan. Coba letakkan melayang di atas atau terpisah sendiri: permainan mengatakan mengapa tidak boleh.
blokus-lesson-02-hint-1 = Letakkan bidak Anda di sebelah kubus Biru yang menyala, di papan.
blokus-lesson-02-hint-2 = Bidak lurus tiga kubus muat di sepanjang sisi kanan bidak Biru.
blokus-lesson-02-wrong = Penempatan apa pun yang diizinkan aturan menyelesaikan pelajaran ini.

## 03-touching-your-colour
blokus-lesson-03-title = Sentuh warna sendiri
blokus-lesson-03-narration-1 = Mulai bidak kedua Anda, setiap bidak baru harus berbagi paling sedikit satu sisi penuh, samping, atas atau bawah, dengan kubus warna Anda sendiri. Menyentuh warna lain juga boleh; bersentuhan hanya di rusuk atau sudut tidak cukup.
blokus-lesson-03-narration-2 = Anda bermain Biru lagi. Tempatkan bidak yang menyentuh kubus Biru Anda yang menyala, sisi ke sisi.
blokus-lesson-03-hint-1 = Bidak yang hanya menyentuh Kuning ditolak: permainan mengatakan alasannya.
blokus-lesson-03-hint-2 = Bidak persegi muat di lekukan L Anda.
blokus-lesson-03-wrong = Penempatan apa pun yang diizinkan aturan menyelesaikan pelajaran ini.

## 04-no-overhang
blokus-lesson-04-title = Tanpa menggantung
blokus-lesson-04-narration-1 = Bidak diturunkan dari atas dan bertumpuk. Setiap kubus harus bertumpu pada papan atau pada kubus tepat di bawahnya: tidak ada bagian bidak yang boleh menggantung di atas ruang kosong, dan tidak boleh ada lubang di bawahnya.
blokus-lesson-04-narration-2 = Tempatkan bidak Biru di atas kubus Biru yang menyala, sehingga setiap kubusnya bertumpu pada kubus.
blokus-lesson-04-hint-1 = Bidak yang akan menggantung di atas kotak kosong ditolak.
blokus-lesson-04-hint-2 = Bidak T yang berbaring muat di atas L dan persegi Anda.
blokus-lesson-04-wrong = Letakkan bidak ini di atas kubus yang menyala, setiap kubus bertumpu pada satu kubus.

## 05-the-limits
blokus-lesson-05-title = Batas bangunan
blokus-lesson-05-narration-1 = Setiap bangunan punya bentuknya dan batas tinggi untuk setiap kotak: tidak ada kubus yang boleh berada di luar bentuk atau di atas batas. Pada Tangga ini baris depan memuat satu kubus, berikutnya dua, lalu tiga, dan baris belakang empat.
blokus-lesson-05-narration-2 = Berdirikan bidak lurus tiga kubus tegak, setinggi tiga kubus. Coba di baris depan: permainan menolak. Bidak itu muat di dua baris belakang.
blokus-lesson-05-hint-1 = R, F atau G menegakkan bidak lurus.
blokus-lesson-05-hint-2 = Baris belakang yang menyala setinggi empat kubus.
blokus-lesson-05-wrong = Berdirikan bidak lurus itu tegak, setinggi tiga kubus.

## 06-scoring-from-above
blokus-lesson-06-title = Skor dari atas
blokus-lesson-06-narration-1 = Bila tak seorang pun bisa menempatkan lagi, bangunan dilihat tepat dari atas: setiap kotak yang kubus teratasnya berwarna Anda bernilai satu poin, dan setiap bidak yang tersisa di nampan Anda mengurangi satu.
blokus-lesson-06-narration-2 = Kolom Kuning di kotak yang menyala tampak Kuning dari atas. Tutupi dengan Biru, menyentuh kubus Biru Anda.
blokus-lesson-06-hint-1 = Bidak yang diletakkan di atas Kuning, di sebelah T Anda, menyentuh Biru.
blokus-lesson-06-hint-2 = Dua kubus berjajar, di kotak yang menyala dan kotak di belakangnya.
blokus-lesson-06-wrong = Penempatan itu tidak membuat kotak yang menyala tampak Biru dari atas.

## 07-a-colour-that-cannot-place
blokus-lesson-07-title = Warna yang tidak bisa menempatkan keluar
blokus-lesson-07-narration-1 = Warna yang tidak bisa menempatkan bidak pada gilirannya keluar sampai akhir permainan; yang lain terus bermain, dan permainan berakhir bila tak seorang pun bisa menempatkan.
blokus-lesson-07-narration-2 = Kuning tinggal punya sedikit tempat. Satu penempatan Biru mengambil semuanya: temukan, dan Kuning keluar.
blokus-lesson-07-hint-1 = Cari beberapa tempat di mana Kuning masih bisa menyentuh Kuning.
blokus-lesson-07-hint-2 = Bidak lurus tiga kubus Anda mengisinya.
blokus-lesson-07-wrong = Kuning masih bisa menempatkan sesudah itu: coba lagi.
