# Pelajaran tutorial: setiap berkas pelajaran di assets/tutorial memakai kunci ini.

## 01-the-board-and-the-goal
lesson-01-title = Papan dan tujuan
lesson-01-narration-1 = Deblockle dimainkan di papan 7x7 dengan dua petak bintang: d2 adalah bintang rumah Emas, d6 bintang rumah Toska. Anda bermain sebagai Emas, dari tepi selatan.
lesson-01-narration-2 = Sasaran Anda adalah bintang rumah lawan, d6. Balok yang digulingkan ke sana dengan sisi Bintang di atas keluar dari papan. Keluarkan semua balok Anda dan Anda menang.
lesson-01-narration-3 = Balok Anda di d5 memperlihatkan X di atas dan Stop menghadap utara; Bintang ada di sisi selatannya. Gulingkan ke utara, melewati tepi bawahnya, dan Bintang naik ke atas saat mendarat di d6.
lesson-01-hint-1 = Klik balok di d5, lalu bintang di d6.
lesson-01-hint-1-pad = Tekan { $a } pada balok di d5, lalu bintang di d6.
lesson-01-hint-2 = Langkahnya d5N: guling ke utara.
lesson-01-wrong = Itu langkah yang bagus, tetapi pelajaran ini ingin balok di d5 digulingkan dengan Bintang di atas ke d6.

## 02-tipping-and-stop
lesson-02-title = Menggulingkan, dan Stop
lesson-02-narration-1 = Setiap giliran dimulai dengan guling: gulingkan salah satu balok Anda melewati salah satu tepi bawahnya ke petak di sebelahnya, utara, timur, selatan, atau barat. Tidak pernah diagonal, tidak pernah keluar papan, tidak pernah ke atas balok lain.
lesson-02-narration-2 = Balok juga tidak boleh digulingkan ke petak bintang, kecuali mendarat dengan Bintang di atas di bintang sasaran Anda. Coba gulingkan balok c2 ke timur ke d2: permainan akan memberi tahu mengapa tidak boleh.
lesson-02-narration-3 = Setelah guling, simbol yang kini di atas menentukan bagaimana balok melompat. Stop berarti tanpa lompatan: giliran selesai. Gulingkan balok c2 ke utara sehingga Stop naik, dan balok tetap di c3.
lesson-02-hint-1 = Guling ke utara membawa sisi selatan ke atas. Apa yang ada di sisi selatan balok ini?
lesson-02-hint-2 = Klik c2, lalu c3.
lesson-02-hint-2-pad = Tekan { $a } pada c2, lalu c3.
lesson-02-wrong = Langkah itu sah, tetapi balok tidak berdiri di c3 dengan Stop di atas.

## 03-cross
lesson-03-title = Silang
lesson-03-narration-1 = Silang di atas berarti: lompat satu petak lurus, ke utara, timur, selatan, atau barat, ke petak kosong yang bukan bintang.
lesson-03-narration-2 = Teka-teki: bawa balok b3 ke c4 dalam satu langkah. Guling mana yang membawa Silang ke atas?
lesson-03-hint-1 = Guling ke timur membawa sisi barat ke atas: Silang.
lesson-03-hint-2 = Gulingkan ke timur dulu: klik b3, lalu c3.
lesson-03-hint-2-pad = Gulingkan ke timur dulu: tekan { $a } pada b3, lalu c3.
lesson-03-hint-3 = Dengan Silang di atas, petak biru berjarak satu langkah. Klik c4.
lesson-03-hint-3-pad = Dengan Silang di atas, petak biru berjarak satu langkah. Tekan { $a } pada c4.
lesson-03-wrong = Sah, tetapi balok seharusnya berakhir di c4: guling ke timur, lalu lompat ke utara.

## 04-x
lesson-04-title = X
lesson-04-narration-1 = X di atas berarti: lompat satu petak secara diagonal. Lompatan memindahkan balok tanpa memutarnya, jadi X tetap di atas.
lesson-04-narration-2 = Teka-teki: bawa balok b3 ke d4 dalam satu langkah.
lesson-04-hint-1 = Gulingkan ke timur: X naik di c3, lalu lompat diagonal.
lesson-04-hint-2 = Klik b3, lalu c3, lalu d4.
lesson-04-hint-2-pad = Tekan { $a } pada b3, lalu c3, lalu d4.
lesson-04-wrong = Sah, tetapi balok seharusnya berakhir di d4, satu langkah diagonal dari c3.

## 05-slider
lesson-05-title = Peluncur
lesson-05-narration-1 = Peluncur di atas berarti: meluncur lurus, ke utara, timur, selatan, atau barat, sampai petak berikutnya adalah tepi papan atau sebuah balok. Ia harus bergerak paling sedikit satu petak.
lesson-05-narration-2 = Bintang tidak menghentikan luncuran: balok meluncur melewatinya. Jika luncuran akan berakhir di bintang, balok berhenti di petak sebelumnya, dan ia selalu boleh memilih berhenti tepat sebelum bintang di jalannya.
lesson-05-narration-3 = Teka-teki: bawa balok c3 ke d7, melewati bintang Toska, dalam satu langkah.
lesson-05-hint-1 = Gulingkan ke timur sehingga Peluncur naik di d3, lalu meluncur ke utara melewati bintang.
lesson-05-hint-2 = Klik c3, lalu d3. Petak biru adalah tempat luncuran dapat berakhir.
lesson-05-hint-2-pad = Tekan { $a } pada c3, lalu d3. Petak biru adalah tempat luncuran dapat berakhir.
lesson-05-hint-3 = Klik d7.
lesson-05-hint-3-pad = Tekan { $a } pada d7.
lesson-05-wrong = Sah, tetapi luncuran ini seharusnya ke utara melewati bintang sampai d7.

## 06-hoops
lesson-06-title = Cincin
lesson-06-narration-1 = Cincin di atas berarti: tepat tiga langkah tunggal, lurus, dalam kombinasi apa pun. Setiap langkah mendarat di petak kosong; balok boleh kembali melewati petak yang baru ditinggalkannya dan boleh melangkahi bintang, tetapi tidak boleh berakhir di sana.
lesson-06-narration-2 = Tiga langkah selalu berakhir pada jarak ganjil. Teka-teki: bawa balok c4 ke g4, di tepi papan, dalam satu langkah.
lesson-06-hint-1 = Gulingkan ke timur sehingga Cincin naik di d4, lalu tiga langkah ke timur.
lesson-06-hint-2 = Klik c4, lalu d4.
lesson-06-hint-2-pad = Tekan { $a } pada c4, lalu d4.
lesson-06-hint-3 = Petak biru adalah semua tempat yang dapat dicapai tiga langkah. Klik g4.
lesson-06-hint-3-pad = Petak biru adalah semua tempat yang dapat dicapai tiga langkah. Tekan { $a } pada g4.
lesson-06-wrong = Sah, tetapi tiga langkah itu seharusnya membawa balok ke g4.

## 07-removing-a-block
lesson-07-title = Mengeluarkan balok
lesson-07-narration-1 = Balok keluar dari papan hanya dengan digulingkan ke bintang sasaran Anda (d6) dengan Bintang mendarat di atas. Bintang tidak boleh menghadap ke atas di tempat lain: guling yang membuatnya naik di tempat lain tidak boleh.
lesson-07-narration-2 = Teka-teki: keluarkan balok c4 dalam dua giliran. Pertama bawa ke samping bintang dengan Bintang di sisi yang jauh dari d6, lalu gulingkan ke bintang.
lesson-07-hint-1 = Dari d5, guling ke utara membawa sisi selatan ke atas.
lesson-07-hint-2 = Gulingkan c4 ke utara: Silang naik di c5. Lompat ke timur ke d5.
lesson-07-hint-3 = Giliran berikutnya: d5N.
lesson-07-wrong = Sah, tetapi itu tidak akan mengeluarkan balok dalam dua giliran. Coba lagi.

## 08-deblockled
lesson-08-title = Terkena Deblockle
lesson-08-narration-1 = Pemain yang tidak punya langkah sah terkena Deblockle: gilirannya dilewati, dan pemain lain melangkah lagi, sampai sebuah langkah membebaskannya.
lesson-08-narration-2 = Satu-satunya balok Toska, di a7, hanya dapat digulingkan ke selatan ke a6 (balok Anda di b7 menghalangi ke timur). Ambil a6 darinya: gulingkan balok a5 Anda ke utara, Stop di atas, dan Toska tidak dapat melangkah.
lesson-08-hint-1 = Klik a5, lalu a6.
lesson-08-hint-1-pad = Tekan { $a } pada a5, lalu a6.
lesson-08-wrong = Sah, tetapi Toska masih dapat melangkah. Jangan sisakan petak untuk balok a7 digulingkan.

## 09-the-setup
lesson-09-title = Persiapan
lesson-09-narration-1 = Sebelum bermain, setiap pemain melempar balok lawan seperti dadu (balok yang mendarat miring dilempar lagi), lalu menaruhnya di petak awal lawan, diputar sesuka hati pada sumbu tegak, dengan sisi hasil lemparan tetap di atas.
lesson-09-narration-2 = Jadi Toska yang menata balok Anda, dan ia akan berusaha menaruhnya supaya awalnya buruk: balok yang gulingan baiknya tidak ke mana-mana, Bintang yang menghadap menjauhi sasaran. Bintang di atas hasil lemparan boleh; guling berikutnya selalu mengubahnya.
lesson-09-narration-3 = Di sini Toska menaruh balok c1 Anda dengan Bintang di atas. Teka-teki: bawa ke d3, ke arah tengah, dalam satu langkah.
lesson-09-hint-1 = Gulingkan ke utara: X naik di c2. Lalu lompat diagonal.
lesson-09-hint-2 = Klik c1, lalu c2, lalu d3.
lesson-09-hint-2-pad = Tekan { $a } pada c1, lalu c2, lalu d3.
lesson-09-wrong = Sah, tetapi pelajaran ini ingin balok c1 ke utara, lalu diagonal ke d3.

## 10-variants
lesson-10-title = Varian
lesson-10-narration-1 = Varian mengubah satu atau dua aturan, dipilih di Permainan baru: lebih sedikit balok (1 sampai 4 masing-masing, dan jumlah berbeda sebagai voor), guling tanpa tempat melompat yang tetap di tempat, dan 'Tanpa balok bersebelahan'.
lesson-10-narration-2 = Pelajaran ini memakai Tanpa balok bersebelahan: tidak ada giliran yang boleh berakhir dengan balok Anda lurus bersebelahan dengan balok lawan. Menggulingkan c3 ke utara (Stop ke c4, menyentuh c5) ditolak: cobalah.
lesson-10-narration-3 = Sentuhan diagonal boleh. Teka-teki: bawa balok c3 ke d4, diagonal dari balok Toska di c5, dalam satu langkah.
lesson-10-hint-1 = Gulingkan ke timur: Silang naik di d3. Lalu lompat ke utara.
lesson-10-hint-2 = Klik c3, lalu d3, lalu d4.
lesson-10-hint-2-pad = Tekan { $a } pada c3, lalu d3, lalu d4.
lesson-10-wrong = Sah, tetapi berakhirlah di d4: diagonal dari balok Toska diperbolehkan.

## 11-a-puzzle
lesson-11-title = Teka-teki: menang dalam dua
lesson-11-narration-1 = Balok terakhir Anda ada di c4, dengan Silang di atas dan Stop menghadap utara. Menanglah dalam dua giliran: keluarkan dari papan.
lesson-11-hint-1 = Ia harus digulingkan ke d6 dari d5, d7, c6, atau e6, dengan Bintang di sisi yang menghadap d6.
lesson-11-hint-2 = Gulingkan ke timur: sisi barat, Cincin, naik di d4. Tiga langkah dapat berakhir di d5.
lesson-11-wrong = Sah, tetapi bukan kemenangan dalam dua giliran. Coba lagi.
