# Cara bermain: aturan setiap permainan dalam beberapa halaman, dengan gambar.

ref-title = Cara bermain { $game }
ref-close = Tutup  Esc
ref-close-pad = Tutup  { $b }
ref-previous = < Kembali
ref-next = Lanjut >
ref-page = Halaman { $page } dari { $pages }
ref-open = Cara bermain
ref-open-at-table = Aturan  F2
ref-open-at-table-pad = Aturan
help-rules = F2: cara bermain permainan ini

## Deblockle
ref-deblockle-goal-title = Tujuan
ref-deblockle-goal-body = Deblockle dimainkan di papan 7 kali 7 dengan dua petak bintang. Emas mulai di sisi selatan dan Toska di sisi utara, masing-masing dengan empat balok.

    Sasaran Anda adalah bintang di sisi lawan. Gulingkan salah satu balok Anda ke sana dengan Bintang di atas, dan balok itu keluar dari papan. Pemain pertama yang mengeluarkan semua baloknya menang.
ref-deblockle-tip-title = Setiap giliran: guling
ref-deblockle-tip-body = Pilih salah satu balok Anda dan gulingkan melewati salah satu tepi bawahnya ke petak di sebelahnya: utara, timur, selatan, atau barat, tidak pernah diagonal. Petak itu harus ada di papan dan kosong.

    Balok tidak boleh digulingkan ke bintang, kecuali dengan Bintang di atas ke bintang sasaran Anda. Guling yang membuat Bintang di atas di tempat lain tidak boleh.
ref-deblockle-hops-title = Lalu lompatan
ref-deblockle-hops-body = Simbol yang kini di atas menentukan bagaimana balok yang sama melompat:
    Stop: tanpa lompatan, giliran selesai.
    Silang: satu petak ke utara, timur, selatan, atau barat.
    X: satu petak secara diagonal.
    Peluncur: lurus sampai tepi atau balok menghentikannya (boleh berhenti tepat sebelum bintang).
    Cincin: tepat tiga langkah tunggal, melalui petak kosong.

    Lompatan tidak pernah berakhir di bintang, dan guling hanya boleh bila lompatannya punya tujuan.
ref-deblockle-leaving-title = Keluar dari papan
ref-deblockle-leaving-body = Balok keluar dari papan hanya dengan digulingkan ke bintang sasaran Anda sehingga sisi Bintang naik ke atas. Sesudah itu tidak ada lompatan: giliran berakhir.

    Rencanakan lebih dulu: untuk menggulingkan ke utara ke bintang, Bintang harus berada di sisi selatan balok, karena guling ke utara membawa sisi selatan ke atas.
ref-deblockle-blocked-title = Terhalang, dan seri
ref-deblockle-blocked-body = Pemain yang tidak punya langkah sah terkena Deblockle: gilirannya dilewati, dan pemain lain melangkah lagi sampai sebuah langkah membebaskannya.

    Jika tidak ada pemain yang dapat melangkah, permainan seri. Di aplikasi ini, posisi yang sama muncul untuk ketiga kalinya juga seri (menu dapat mematikannya).
ref-deblockle-setup-title = Persiapan
ref-deblockle-setup-body = Sebelum bermain, setiap pemain melempar balok lawannya seperti dadu. Sisi yang muncul tetap di atas.

    Lalu Anda menaruh balok lawan di petak awalnya, diputar sesuka Anda pada sumbu tegak: kesempatan pertama untuk mempersulit permainannya. Menu juga menawarkan persiapan cepat yang menaruh balok secara acak.

## Hive
ref-hive-goal-title = Tujuan
ref-hive-goal-body = Hive tidak punya papan: ubin-ubinnya sendiri yang membentuknya. Setiap pemain punya sebelas ubin: satu Ratu Lebah, dua Kumbang, tiga Belalang, dua Laba-laba, dan tiga Semut Prajurit.

    Kepung Ratu lawan di keenam sisinya, dengan ubin warna apa pun, dan Anda menang. Jika kedua Ratu terkepung bersamaan, permainan seri.
ref-hive-placing-title = Menaruh ubin
ref-hive-placing-body = Pada giliran Anda, taruh sebuah ubin dari cadangan atau pindahkan satu yang sudah ada di sarang.

    Setelah dua ubin pertama, ubin baru harus menyentuh warna Anda dan tidak boleh menyentuh warna lawan. Ratu Anda harus sudah ditaruh paling lambat giliran keempat, dan di sini ia tidak boleh ditaruh pada giliran pertama (aturan turnamen).
ref-hive-moving-title = Memindahkan ubin
ref-hive-moving-body = Tidak ada ubin yang boleh bergerak sebelum Ratu pemiliknya ada di sarang.

    Sarang harus tetap utuh: ubin yang kepindahannya akan memecah sarang tidak boleh bergerak. Ubin juga tidak dapat meluncur melalui celah yang terlalu sempit, di antara dua ubin yang menyentuh tempat asal dan tempat tujuannya.
ref-hive-bugs-title = Serangga
ref-hive-bugs-body = Ratu Lebah: satu petak setiap kali.
    Kumbang: satu petak, dan boleh memanjat ke atas sarang; ubin di bawah Kumbang tidak dapat bergerak.
    Belalang: melompat lurus melewati satu ubin atau lebih ke petak kosong pertama.
    Laba-laba: tepat tiga petak mengitari sarang.
    Semut Prajurit: berapa pun petak mengitari sarang.
ref-hive-expansions-title = Serangga ekspansi
ref-hive-expansions-body = Dipilih di pilihan Hive: lalu setiap pemain punya satu dari masing-masing.
    Nyamuk: bergerak seperti serangga mana pun yang disentuhnya; di atas sarang ia bergerak seperti Kumbang; bila hanya menyentuh Nyamuk, ia tidak bisa bergerak.
    Kepik: tepat tiga petak: dua di atas sarang, lalu satu turun ke petak kosong.
    Kutu kayu: satu petak seperti Ratu, atau sebagai gantinya mengangkat ubin di sebelahnya melewati dirinya ke petak kosong di sebelahnya: ubin warna apa pun, bukan dalam tumpukan, bukan yang dipindahkan pada giliran lalu, tidak lewat celah di antara dua tumpukan. Nyamuk yang menyentuh Kutu kayu bisa melakukan hal yang sama. Ubin yang dipindahkan pada giliran lalu tidak bisa bergerak atau dipindahkan.
ref-hive-end-title = Melewati giliran, dan akhir
ref-hive-end-body = Anda melewati giliran hanya bila tidak dapat menaruh maupun memindahkan ubin; aplikasi memberi tahu dan menawarkan tombol Lewati.

    Permainan berakhir ketika sebuah Ratu terkepung. Posisi yang sama untuk ketiga kalinya berarti seri.

## Blokus 3D
ref-blokus-goal-title = Tujuan
ref-blokus-goal-body = Bersama-sama Anda membangun sebuah bangunan di meja putar, keping demi keping. Setiap warna punya sebelas keping dari dua sampai empat kubus.

    Di akhir, lihat bangunan tepat dari atas: setiap petak yang kubus teratasnya berwarna Anda bernilai satu poin. Setiap keping yang tidak dapat Anda taruh mengurangi satu poin. Skor tertinggi menang.
ref-blokus-placing-title = Menaruh keping
ref-blokus-placing-body = Keping ditaruh dari atas, diputar sesuka Anda. Setiap kubus harus bertumpu pada meja putar atau pada kubus tepat di bawahnya: tidak ada celah di bawah keping.

    Keping pertama Anda harus menyentuh meja putar dan berbagi sisi dengan keping yang sudah ditaruh (keping paling pertama boleh di mana saja). Sesudah itu setiap keping harus berbagi satu sisi penuh dengan kubus warna Anda.
ref-blokus-limits-title = Bangunan
ref-blokus-limits-body = Bangunan yang dipilih menentukan di mana kubus boleh berada: hanya di petak-petaknya, dan tidak lebih tinggi daripada angka di setiap petak.

    Tekan H untuk melihat di mana keping di tangan muat, L untuk melihat ruang yang tersisa, dan T untuk melihat tepat dari atas.
ref-blokus-end-title = Akhir
ref-blokus-end-body = Jika pada giliran Anda tidak ada keping yang dapat ditaruh, Anda keluar sampai akhir permainan. Permainan berakhir ketika tidak ada yang dapat menaruh keping.

    Pemain dengan skor tertinggi yang sama berbagi kemenangan.
