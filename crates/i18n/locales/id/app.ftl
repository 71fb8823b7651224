# Kata-kata aplikasi: menu, tampilan di meja, pemberitahuan.

## Kata-kata bersama
on = nyala
off = mati
back = Kembali
level-random = acak
level-beginner = pemula
level-easy = mudah
level-medium = sedang
level-advanced = mahir
level-hard = sulit
to-move = Giliran { $player }
wins = { $player } menang
drawn = Seri
thinking = { $player } sedang berpikir{ $dots }
computer-to-move = Giliran { $player } (komputer)
hint-looking-through = Melihat-lihat permainan: Ulangi maju, Batalkan mundur, Awal dan Akhir melompat. Mainkan satu langkah untuk melanjutkan dari sini.
hint-watch-computer = Perhatikan langkahnya. Ctrl+Z membatalkan langkah terakhir Anda dan jawabannya.
problem = { $detail }
named-problem = { $name }: { $detail }
curtain-preparing = Menyiapkan meja… { $ready } / { $total }

## Menu utama
menu-players-two = 2 pemain
menu-players-two-to-four = 2 sampai 4 pemain
menu-about-deblockle = Gulingkan balokmu dan lompatkan sesuai lambangnya; yang pertama mengeluarkan semua baloknya dari papan menang.
menu-about-hive = Kepung ratu lebah lawan. Tanpa papan: ubin-ubinnya membentuk sarang.
menu-about-blokus3d = Bangun satu bangunan bersama; skornya kotak warnamu yang terlihat dari atas.
menu-continue-game = { $game }, langkah { $move }: { $players }
menu-continue-setup = { $game }, persiapan: { $players }
menu-front-hint = Pilih permainan (atau tombol panah, lalu Enter) untuk melihat pilihannya; Escape untuk kembali.
menu-hint-deblockle = Panah atas dan bawah memilih pilihan, kiri dan kanan mengubahnya. Di meja: klik sebuah balok, lalu ke mana menggulingkannya, lalu ke mana ia melompat.
menu-hint-hive = Panah atas dan bawah memilih pilihan, kiri dan kanan mengubahnya. Di meja: klik sebuah ubin (di cadangan atau di sarang), lalu sebuah petak hijau.
menu-hint-blokus3d = Panah atas dan bawah memilih pilihan, kiri dan kanan mengubahnya. Di meja: klik sebuah keping di baki Anda, tahan di atas meja putar (R, F, G memutarnya), klik untuk menjatuhkannya.
menu-cannot-resume = Permainan yang disimpan tidak dapat dilanjutkan: { $reason }
menu-nothing-to-continue = Tidak ada permainan untuk dilanjutkan: yang terakhir sudah selesai, atau belum ada yang disimpan.
menu-continue = Lanjutkan
menu-play = Main
menu-tutorial = Tutorial
menu-puzzles = Teka-teki
menu-games = Permainan
menu-settings = Pengaturan
menu-quit = Keluar

## Pengaturan
settings-title = Pengaturan
settings-hint = Tunjuk sebuah pengaturan untuk melihat gunanya. Panah atas dan bawah memilih pengaturan, kiri dan kanan mengubahnya. Semuanya diingat untuk lain kali.
settings-unreadable = Pengaturan tidak dapat dibaca ({ $error }). Nilai bawaan dipakai, dan berkasnya dibiarkan apa adanya.
settings-group-sound = Suara
settings-group-table = Di meja
settings-group-reading = Kata dan warna
settings-group-screen = Layar
settings-percent = { $percent } %
settings-speed = { $speed }x
settings-volume = Volume suara
settings-volume-about = Seberapa keras bunyi bidak, dadu, dan pemberitahuan; 0 % berarti senyap.
settings-music-volume = Volume musik
settings-music-volume-about = Seberapa keras musik di balik permainan; 0 % berarti senyap.
settings-animation-speed = Kecepatan animasi
settings-animation-speed-about = Seberapa cepat bidak berguling, bergeser, dan terbang: 2x separuh waktunya, 0.5x dua kali lebih lama.
settings-auto-turn = Kamera berputar ke pemain
settings-auto-turn-about = Setelah tiap langkah kamera berputar ke sisi pemain yang mendapat giliran, untuk berdua di satu layar.
settings-evaluation = Evaluasi di meja
settings-evaluation-about = Sebuah bilah di meja menunjukkan siapa yang unggul menurut komputer (F4 menampilkan atau menyembunyikannya selama permainan).
settings-language = Bahasa
settings-language-about = Bahasa semua layar, pelajaran, dan aturan; mengikuti sistem berarti mengikuti komputer Anda.
settings-language-system = Mengikuti sistem ({ $name })
settings-language-name = { $name }
settings-ui-scale = Ukuran teks
settings-ui-scale-about = Ukuran teks dan semua yang ada di layar, di atas penskalaan tampilan sistem.
settings-palette = Warna
settings-palette-about = Untuk setiap mata: warna pemain dapat dibedakan dengan penglihatan warna apa pun, dan ada lambang pada bidak yang hanya dikenali dari warnanya.
settings-palette-standard = Warna asli tiap permainan
settings-palette-colour-blind = Untuk setiap mata
settings-fullscreen = Layar penuh
settings-fullscreen-about = Permainan memenuhi seluruh layar (F11 menggantinya kapan saja).
settings-frame-rate = Laju bingkai
settings-frame-rate-about = Paling banyak sekian gambar per detik: lebih sedikit membuat komputer lebih dingin dan senyap.
settings-frame-rate-free = Sebanyak yang layar izinkan
settings-frame-rate-cap = Paling banyak { $cap } per detik
settings-low-power = Mode hemat daya
settings-low-power-about = Paling banyak 30 gambar per detik, dan satu per detik saat jendela di latar belakang: untuk laptop yang memakai baterai.

## Tombol (F1)
help-reminder = F1: tombol
help-reminder-pad = { $select }: tombol
pad-cursor = gerak
pad-press = pilih
pad-back = kembali
pad-choose = pilihan berikut
pad-menu = menu
keyboard-space = spasi
keyboard-delete = hapus
keyboard-done = selesai
keyboard-caret = kursor
keyboard-close = tutup
pad-dpad = D-pad
pad-cross = Silang
pad-circle = Lingkaran
pad-square = Kotak
pad-triangle = Segitiga
deblockle-hint-idle-pad = Bergeraklah ke salah satu balok Anda (yang bersinar) dengan { $dpad } lalu tekan { $a }, atau pilih dengan { $shoulders }.
deblockle-hint-block-pad = Tekan { $a } di petak hijau untuk menggulingkan balok ke sana. { $b } untuk memilih lagi.
deblockle-hint-tipped-pad = { $face } di atas: tekan { $a } di petak biru untuk melompat ke sana. { $b } untuk membatalkan guling.
hive-hint-idle-pad = Bergeraklah ke salah satu ubin Anda dengan { $dpad } lalu tekan { $a }, atau pilih dengan { $shoulders } (cadangan juga).
hive-hint-picked-pad = { $piece }: { $count ->
   *[other] { $count } tempat
} tersedia. Tekan { $a } di petak hijau, atau { $b }.
blokus-hint-idle-pad = Tekan { $a } untuk mengambil keping dari baki { $colour } ({ $shoulders } memilih yang lain), lalu tahan di atas meja putar dengan { $dpad }.
blokus-hint-fits-pad = { $piece } muat di sini, { $cubes ->
    [0] bertumpu pada meja putar
   *[other] bertumpu pada { $cubes } kubus
}: tekan { $a } untuk menjatuhkan. { $x }, { $y }, { $rt } memutarnya.
save-hint-pad = { $a }: papan ketik untuk nama. { $menu } menyimpan, { $b } membatalkan. Permainan masuk ke folder permainan.
menu-front-hint-pad = Pilih permainan dengan { $dpad } dan { $a } untuk melihat pilihannya; { $b } untuk kembali.
menu-hint-deblockle-pad = Atas dan bawah pada { $dpad } memilih pilihan, kiri dan kanan mengubahnya. Di meja: bergeraklah ke sebuah balok dan tekan { $a }, lalu ke mana menggulingkannya, lalu ke mana ia melompat.
menu-hint-hive-pad = Atas dan bawah pada { $dpad } memilih pilihan, kiri dan kanan mengubahnya. Di meja: bergeraklah ke sebuah ubin dan tekan { $a } (cadangan dengan { $shoulders }), lalu di petak hijau.
menu-hint-blokus3d-pad = Atas dan bawah pada { $dpad } memilih pilihan, kiri dan kanan mengubahnya. Di meja: { $a } mengambil keping, { $dpad } menahannya di atas meja putar ({ $x }, { $y }, { $rt } memutarnya), { $a } menjatuhkannya.
settings-hint-pad = Atas dan bawah pada { $dpad } memilih pengaturan, kiri dan kanan mengubahnya. Semuanya diingat untuk lain kali.
hint-watch-computer-pad = Perhatikan langkahnya. { $menu }, lalu Batalkan, membatalkan langkah terakhir Anda dan jawabannya.
setup-hint-drag-pad = { $dpad } menaruh balok di petak bersinar milik { $owner } dan memindahkannya di antara petak itu.
setup-hint-turn-pad = { $x } memutar balok yang dipilih; sisi hasil lemparan tetap di atas. { $shoulders } memilih balok lain.
setup-hint-all-placed-pad = Semua sudah ditaruh. Putar balok mana pun dengan { $x }, pindahkan dengan { $dpad }, atau tekan { $a } (Selesai).
help-title-pad = Tombol pengontrol
help-hides-pad = { $select } menyembunyikan ini.
help-camera-orbit-pad = Stik kanan: putar kamera
help-undo-redo-pad = { $menu }, lalu Batalkan atau Ulangi: batalkan, ulangi
help-hint-pad = { $menu }, lalu Petunjuk: petunjuk (langkah mesin, siap dimainkan)
help-hive-click-pad = { $dpad } dan { $a }: sebuah ubin (cadangan atau sarang), lalu petak hijau
help-hive-tab-pad = { $shoulders }: telusuri ubin yang bisa bergerak, lalu tujuan ubin yang dipilih; { $a }: ambil
help-hive-escape-pad = { $b }: lepaskan ubin
help-blokus-click-pad = { $a }: ambil keping; { $dpad }: tahan di atas sebuah kolom; { $a }: jatuhkan
help-blokus-take-pad = { $shoulders }: ambil keping lain
help-blokus-turn-pad = { $x }, { $y }, { $rt }: putar pada sumbu tegak, gulingkan, putar ke samping
help-blokus-escape-pad = { $b }: kembalikan
help-deblockle-click-pad = { $dpad } dan { $a }: balok, ke mana digulingkan, ke mana melompat
help-deblockle-walk-pad = { $shoulders }, { $a }: telusuri pilihan, ambil satu
help-deblockle-escape-pad = { $b }: mundur satu langkah (balok digulingkan kembali)
help-rules-pad = { $menu }, lalu Aturan: cara bermain permainan ini
help-hive-queens-pad = { $menu }, lalu Sisi Ratu: sisi Ratu yang masih kosong
help-hive-pass-pad = { $menu }, lalu Lewati: lewati (hanya jika tidak ada langkah lain)
help-blokus-aids-pad = { $menu }, lalu Tempat, Batas, Atas: tempat yang sah, batas tinggi, pandangan dari atas
guide-clicks = Jika panduan berkata klik, kursor pengontrol dan tekanannya melakukan hal yang sama.
guide-clicks-pad = Jika tertulis klik: bergeraklah ke sana dengan { $dpad } lalu tekan { $a }.
guide-read-on = Masih ada di bawah: roda tetikus, atau PgDn untuk lanjut membaca.
guide-read-on-pad = Masih ada di bawah: { $lt } untuk lanjut membaca.
help-title = Tombol
help-hides = F1 menyembunyikan ini.
help-camera-orbit = Seret klik kanan, tombol panah: putar kamera
help-camera-zoom = Roda, + dan -: perbesar
help-camera-pan = Shift + seret klik kanan, W A S D: geser
help-camera-home = Home, klik tengah: kembali ke pandangan meja
help-fullscreen = F11: layar penuh nyala atau mati
help-undo-redo = Ctrl+Z, Ctrl+Y: batalkan, ulangi
help-tree-walk = Ctrl+panah kiri, kanan: mundur, maju melalui langkah; Ctrl+panah atas, bawah: variasi di atas, di bawah
help-marks = Klik kanan: lingkari petak, heksagon, atau kolom; Ctrl+seret kanan: panah; yang sama sekali lagi menghapusnya
help-set-up = F8: atur posisi di meja, lalu mainkan melawan teman atau komputer
help-hive-click = Klik: sebuah ubin (cadangan atau sarang), lalu petak hijau
help-hive-tab = Tab / Shift+Tab: telusuri ubin yang bisa bergerak, lalu tujuan ubin yang dipilih; Enter atau Spasi: ambil
help-hive-escape = Esc: lepaskan ubin
help-hive-queens = Q: sisi Ratu yang masih kosong
help-hive-pass = P: lewati (hanya jika tidak ada langkah lain)
help-blokus-click = Klik: keping di baki Anda, lalu tempat menjatuhkannya
help-blokus-take = 1-9, 0, Tab, Shift+Tab: ambil keping
help-blokus-turn = R, F, G: putar pada sumbu tegak, gulingkan, putar ke samping
help-blokus-escape = Esc: kembalikan
help-blokus-aids = H, L, T: tempat yang sah, batas tinggi, pandangan dari atas
help-blokus-turntable = Q, E, seret tepinya: putar meja putar
help-deblockle-click = Klik: balok, ke mana digulingkan, ke mana melompat
help-deblockle-walk = Tab, Shift+Tab, Enter: telusuri pilihan, ambil satu
help-deblockle-escape = Esc: mundur satu langkah (balok digulingkan kembali)
help-hint = F3: petunjuk (langkah mesin, siap dimainkan)
help-evaluation = F4: evaluasi (siapa yang unggul), nyala atau mati
help-review = F5: tinjau permainan (mesin menilai setiap langkah)
help-analyse = F6: jelajahi bebas: semua pihak milik Anda, tak ada program yang menjawab
help-play-on = F7: lanjutkan dari sini melawan komputer (ia mengambil pihak lain)

## Tombol di meja
hud-moves = Langkah
tree-promote = Naikkan
tree-delete = Hapus
tree-comment-hint = Komentar Anda tentang langkah ini
hud-undo = Batalkan  Ctrl+Z
hud-undo-pad = Batalkan
hud-redo = Ulangi  Ctrl+Y
hud-redo-pad = Ulangi
hud-start = |< Awal
hud-end = Akhir >|
hud-save = Simpan
hud-menu = Menu
hud-rematch = Main lagi

## Deblockle di meja
deblockle-hint-idle = Klik salah satu balok Anda (yang bersinar), atau tekan Tab.
deblockle-hint-block = Klik petak hijau untuk menggulingkan balok ke sana. Esc untuk memilih lagi.
deblockle-hint-tipped = { $face } di atas: klik petak biru untuk melompat ke sana. Esc untuk membatalkan guling.
deblockle-off-board = Keluar papan: Emas { $gold }/{ $gold-total }, Toska { $teal }/{ $teal-total }

## Hive di meja
game-over = Permainan selesai
hint-game-over = Batalkan untuk melihat ke belakang, atau mulai main lagi.
waiting-for = Menunggu { $player }.
no-games-folder = sistem ini tidak punya folder untuk permainan yang disimpan
seat-person = orang
seat-computer = komputer ({ $level })
seat-engine = mesin { $name }
hive-queen-sides = Sisi Ratu  Q
hive-queen-sides-pad = Sisi Ratu
hive-pass = Lewati  P
hive-export = Ekspor
hive-exported = Permainan disimpan sebagai PGN (Mzinga, hivegame.com) di { $path }
hive-not-exported = Tidak diekspor: { $error }
hive-passed = { $player } tidak punya langkah sah dan melewati giliran.
hive-player = { $colour } ({ $seat })
hive-turn = Giliran { $player }, putaran { $turn }
hive-hint-must-pass = { $player } tidak punya langkah sah: tekan Lewati.
hive-hint-picked = { $piece }: { $count ->
   *[other] { $count } tempat
} tersedia. Klik petak hijau, atau Esc.
hive-hint-idle = Klik salah satu ubin Anda, di cadangan atau di sarang.
hive-wins = { $player } menang: Ratu { $loser } terkepung.
hive-draw-queens = Seri: kedua Ratu terkepung.
hive-draw-agreed = Seri, disepakati para pemain.
hive-draw-repetition = Seri: posisi yang sama untuk ketiga kalinya.
opponent-failed = { $who } tidak dapat melangkah ({ $reason }). Sekarang Anda memainkan { $colour }.
hive-engine-missing = Ketik dulu perintah mesinnya (lokasi programnya).
hive-engine-command = Perintah mesin (mesin UHP: Mzinga, nokamute...):
list-and = { $first } dan { $rest }
list-comma = { $first }, { $rest }

## Blokus 3D di meja
blokus-turn-r = Putar R
blokus-turn-r-pad = Putar { $x }
blokus-tip-f = Guling F
blokus-tip-f-pad = Guling { $y }
blokus-roll-g = Gulir G
blokus-roll-g-pad = Gulir { $rt }
blokus-spots = Tempat H
blokus-spots-pad = Tempat
blokus-limits = Batas L
blokus-limits-pad = Batas
blokus-top = Atas T
blokus-top-pad = Atas
blokus-out = { $colours } tidak dapat menaruh keping lagi: keluar dari permainan.
blokus-game-over = Permainan selesai: tidak ada yang dapat menaruh keping
blokus-turn = Giliran { $colour } menaruh (pemain { $player }, { $seat })
blokus-score = { $colour } { $score }
blokus-scores-heading = Skor:
blokus-hint-idle = Klik keping di baki { $colour } (atau tekan 1-9, 0, Tab), lalu tahan di atas meja putar.
blokus-hint-in-hand = { $piece } di tangan: tahan di atas meja putar.
blokus-hint-fits = { $piece } muat di sini, { $cubes ->
    [0] bertumpu pada meja putar
   *[other] bertumpu pada { $cubes } kubus
}: klik untuk menjatuhkan. R, F, G memutarnya.
blokus-hint-refused = { $piece }: { $reason }
blokus-player = pemain { $number }
blokus-player-score = pemain { $number }: { $score }
blokus-wins = { $winners } menang ({ $scores })
blokus-shared = Kemenangan dibagi oleh { $winners } ({ $scores })
blokus-structure-a = A Menara
blokus-structure-b = B Tembok
blokus-structure-c = C Tangga
blokus-structure-d = D Piramida

## Layar permainan tersimpan
games-title = Permainan tersimpan
games-none = Belum ada permainan tersimpan: Simpan di meja menaruh permainan di sini.
games-folder = Permainan disimpan di { $folder }. Salin sebuah catatan ke sana (dari `tabletop-cli deblockle match --record`, atau dari teman) untuk membukanya. Permainan Hive dari hivegame.com, Mzinga (.pgn) dan BoardSpace (.sgf) juga bisa dibuka.
games-entry = { $name }: { $game }, { $moves ->
   *[other] { $moves } langkah
}, { $end }
games-entry-blokus = { $name }: Blokus 3D, { $pieces ->
   *[other] { $pieces } keping
}, { $end }
games-won = { $player } menang
games-drawn = seri
games-unfinished = belum selesai
games-over = selesai
games-unreadable = Tidak dapat dibuka: { $detail }
games-reading = Membaca permainan tersimpan: { $read } dari { $total }…

## Persiapan Deblockle
setup-dice-failed = Dadu tidak dapat dilempar; mulai permainan baru dari menu.
setup-turn-left = Putar kiri  Shift+R
setup-turn-right = Putar kanan  R
setup-turn-right-pad = Putar kanan  { $x }
setup-done = Selesai  Enter
setup-done-pad = Selesai  { $a }
setup-computer-rolls = Komputer melempar balok { $owner }
setup-computer-places = Komputer menaruh balok { $owner }
setup-rolls = { $roller }, lemparkan balok { $owner }
setup-places = { $roller }, taruh balok { $owner }
setup-hint-tumble = Balok bergulingan ke dalam baki; balok yang berhenti miring dilempar lagi.
setup-rolled = Hasil lemparan: { $faces }
setup-hint-at-random = Ditaruh secara acak.
setup-hint-watch = Perhatikan di mana ia menaruhnya: ia memilih petak dan arahnya.
setup-friend-rolls = Temanmu melempar balok { $owner }
setup-friend-places = Temanmu menaruh balok { $owner } di komputernya
setup-hint-friend = Lemparan yang sama jatuh di layarnya; susunannya tiba saat ia menekan Selesai.
setup-fell-otherwise = Dadu jatuh berbeda di komputer temanmu: lemparannya yang berlaku, seperti yang ia lihat.
setup-hint-all-placed = Semua sudah ditaruh. Putar balok mana pun dengan R, pindahkan, atau tekan Selesai.
setup-hint-drag = Seret setiap balok ke petak bersinar milik { $owner }, atau klik balok lalu petaknya.
setup-hint-turn = R atau roda memutar balok yang dipilih; sisi hasil lemparan tetap di atas. Tombol: Tab memilih balok, Enter menaruhnya, Spasi memindahkannya.

## Menyimpan
save-title = Simpan permainan sebagai
save-hint = Enter menyimpan, Esc membatalkan. Permainan masuk ke folder permainan.
save-cancel = Batal
save-done = Disimpan sebagai { $path }
save-failed = Tidak disimpan: { $error }
autosave-unreadable = Permainan yang disimpan tidak dapat dibaca ({ $error }). Berkas dibiarkan apa adanya, dan sesi ini tidak disimpan.
autosave-failed = Permainan tidak dapat disimpan ({ $error }); simpanan sebelumnya tetap seperti semula.

## Tutorial
tutorial-title = Belajar sambil bermain
tutorial-intro = Pilih permainan, lalu mainkan pelajarannya di meja. Pelajaran yang selesai boleh dimainkan lagi; mana pun boleh dilewati.
tutorial-lesson = { $number }. { $title }
tutorial-lesson-done = { $number }. { $title }  [selesai]
tutorial-lesson-title = Pelajaran { $number }: { $title }
tutorial-hint = Petunjuk
tutorial-restart = Ulang
tutorial-next = Pelajaran berikutnya
tutorial-lessons = Pelajaran
tutorial-unreadable = Pelajaran tidak dapat dibaca: { $detail }
progress-unreadable = Kemajuan tidak dapat dibaca ({ $error }); hanya disimpan selama sesi ini.
lesson-complete = Bagus: pelajaran selesai.
goal-reach = Tujuan: bawa sebuah balok ke { $square }.
goal-remove = { $count ->
   *[other] Tujuan: keluarkan { $count } balok dari papan.
}
goal-win = Tujuan: keluarkan balok terakhir Anda dan menang.
goal-deblockle = Tujuan: buat lawan Anda tidak punya langkah.
paragraphs = { $first }

    { $rest }

# Petunjuk: langkah mesin untuk pemain yang melangkah, dan alasannya.
hud-hint = Petunjuk  F3
hud-hint-pad = Petunjuk
hint-thinking = Mencari petunjuk...
hint-none = Tidak ada petunjuk: tidak ada langkah untuk dimainkan.
hint-move = Petunjuk: { $move }. { $reason }
hint-wins-now = Langkah ini langsung menang.
hint-wins-in = Langkah ini menang dalam { $turns } giliran.
hint-holds-out = Dengan permainan terbaik, permainan ini kalah; langkah ini bertahan paling lama ({ $turns } giliran).
hint-draws = Langkah ini mempertahankan seri.
hint-chance = Dengan langkah ini peluang Anda { $percent } %.
hint-takes-block-off = Langkah ini mengeluarkan satu balok dari papan. { $then }

eval-wins-in = { $turns ->
    [one] { $player } menang dengan langkah berikutnya.
   *[other] Dengan permainan terbaik, { $player } menang dalam { $turns } giliran.
}
eval-drawn = Seri dengan permainan terbaik.
eval-game-drawn = Permainan berakhir seri.
eval-chances = Giliran { $player }: peluang { $percent } %.
eval-thinking = Mesin sedang menilai posisi...
eval-solving = Menyelesaikan akhir permainan satu balok masing-masing (beberapa detik): penilaiannya akan pasti.
deblockle-endgames-building = Komputer (sulit) sedang menyelesaikan semua akhir permainan dengan tiga balok, sekali saja (beberapa menit): { $percent } %
eval-line = Mesin memperkirakan: { $line }

hud-review = Tinjau  F5
hud-review-pad = Tinjau
review-title = Tinjauan
review-close = Tutup
review-nothing = Belum ada langkah untuk ditinjau.
review-failed = Tinjauan berhenti sebelum selesai.
review-progress = Mesin menelusuri permainan: { $done } dari { $total } posisi.
review-summary = { $player }: { $best } terbaik, { $good } baik, { $inaccuracy } kurang tepat, { $mistake } kesalahan, { $blunder } blunder.
review-next = Langkah { $number }, { $player }: { $move }, { $mark }.
review-better = Langkah mesin adalah { $move }: ditampilkan siap dimainkan. Ulangi memainkan langkah permainan. V menyimpannya sebagai variasi.
review-end = Akhir permainan. Urungkan untuk mundur melalui permainan.
review-mark-best = terbaik
review-mark-good = baik
review-mark-inaccuracy = kurang tepat
review-mark-mistake = kesalahan
review-mark-blunder = blunder

menu-position = Dari posisi
position-title = Main atau analisis dari sebuah posisi
position-hint-deblockle = Ketik atau tempel posisi Deblockle: setiap baris dari 7 ke 1, lalu siapa yang jalan (g atau t), seperti contoh. Opsi di atas memilih siapa yang bermain.
position-hint-hive = Tempel UHP GameString (Base;InProgress;White[3];wS1;bG1 -wS1;...), seperti yang diekspor program Hive. Opsi di atas memilih siapa yang bermain.
position-hint-blokus3d = Tempel posisi Blokus 3D: struktur dan pemain, lalu setiap penempatan (A-2; L4:5@3,2; ...). Opsi di atas memilih siapa yang bermain.
position-open = Buka
position-refused = Bukan posisi: { $reason }
editor-how = Klik kotak: balok Emas, balok Toska, kosong. Klik kanan atau Putar: orientasi balok berikutnya (sisi atas / sisi utara).
editor-turn-block = Putar balok
editor-to-move = Giliran { $player }
setting-up-begin = Atur  F8
setting-up-begin-pad = Atur
setting-up-title = Atur posisi
setting-up-how-deblockle = Klik kotak: balok Emas, balok Toska, kosong. Klik kanan atau R memutar balok.
setting-up-how-hive = Tumpukan cadangan, lalu heks: ubinnya ke sana. Ubin saja: ke tangan Anda. Klik kanan: kembali ke cadangan.
setting-up-how-blokus = Keping masuk di mana pun bisa bertumpu, apa pun yang disentuh. Klik kanan kolom: keping teratas keluar.
setting-up-pass-blokus = Warna berikutnya  N
setting-up-pass-blokus-pad = Warna berikutnya
setting-up-out-blokus = Keluar / masuk  O
setting-up-out-blokus-pad = Keluar / masuk
setting-up-cancel-blokus = Batal
setting-up-in-hand = Di tangan: { $bug } { $player }. Klik sebuah heks.
setting-up-pass = Serahkan giliran  T
setting-up-pass-pad = Serahkan giliran
setting-up-friend = Main dengan teman
setting-up-computer = Lawan komputer
setting-up-cancel = Batal  Esc
setting-up-cancel-pad = Batal  { $b }
setting-up-cannot-arise = Tidak ada permainan yang sampai ke posisi ini: { $reason }
analyse-here = Papan analisis: semua pihak kini milik Anda; tak ada program yang menjawab langkah yang Anda coba. Simpan menyimpan permainan.
play-on = Mulai dari sini komputer ({ $level }) memainkan semua pihak kecuali pihak Anda.

## Teka-teki
puzzles-title = Teka-teki
puzzles-intro = Setiap teka-teki punya satu jawaban benar. Balasan lawan dimainkan sendiri; langkah yang meleset dijawab, lalu ditarik kembali.
puzzles-streak = Beruntun: { $streak } terpecahkan berturut-turut pada percobaan pertama (terbaik { $best })
puzzles-next-unsolved = Teka-teki berikutnya yang belum terpecahkan
puzzles-level = Tingkat { $level }: { $solved } dari { $total } terpecahkan
puzzles-unreadable = Ada teka-teki yang hilang: { $detail }
puzzle-title = Teka-teki { $number }, tingkat { $level }
puzzle-goal-win = Giliran { $player }: menangkan dalam { $turns } giliran, apa pun langkah { $opponent }.
puzzle-goal-take-off = Giliran { $player }: keluarkan balok di { $square } dari papan dalam { $turns } giliran, apa pun langkah { $opponent }.
puzzle-goal-escape = Giliran { $player }: { $opponent } hampir membuat Anda tidak bisa melangkah. Melangkahlah agar tidak ada balasan yang mengurung Anda.
puzzle-goal-draw = Giliran { $player }: melawan permainan terbaik { $opponent }, semua langkah kalah kecuali satu. Temukan langkah yang mempertahankan seri.
puzzle-hint = Petunjuk
puzzle-solution = Solusi
puzzle-retry = Ulangi
puzzle-next = Teka-teki berikutnya
puzzle-list = Teka-teki
puzzle-hint-given = Bidak yang menyala melangkah berikutnya.
puzzle-missed = Bukan yang itu.
puzzle-refuted = Bukan yang itu: { $move } menjawabnya. Coba lagi.
puzzle-solved = Terpecahkan!
puzzle-shown = Itulah solusinya.

## Jam
clock-none = tanpa jam
clock-fischer = { $control }
clock-per-move = { $seconds } dtk per langkah
clock-face = { $player } { $time }
clock-face-running = • { $player } { $time }
clock-faces = { $first }     { $rest }
wins-on-time = { $player } menang karena waktu lawan habis
wins-by-resignation = { $player } menang: { $loser } menyerah
blokus-out-on-time = Waktu { $colour } habis: keluar dari permainan.
blokus-out-resigned = { $colour } menyerah: keluar dari permainan.
clock-custom = diketik: { $control }
clock-custom-hint = Menit masing-masing + detik per langkah, misalnya 7+2 (0+20: dua puluh detik per langkah)
games-timed = { $entry }, jam { $control }
announce-move = { $player } memainkan { $move }

## The new-game options (the menu's second page)
options-players = Pemain
options-rules = Aturan dan varian
options-setup = Persiapan
options-count = { $count }
options-less = –
options-more = +
options-person = Seseorang di layar ini
options-computer = Komputer, { $level }
options-engine = Mesin UHP
options-at-random = Acak
options-opponent = Lawan
options-opponent-about = Bermain melawan seseorang di layar ini, komputer di salah satu dari enam tingkat (atau yang sesuai kekuatanmu), atau teman di komputer lain.
options-computer-side = Lawan memainkan
options-computer-side-about = Warna yang dimainkan komputer atau temanmu; warna lainnya milik Anda.
options-no-adjacent = Tanpa balok bersebelahan
options-no-adjacent-about = Langkah tidak boleh berakhir di sebelah balok lawan.
options-tip-without-hop = Guling tanpa tempat melompat
options-tip-without-hop-about = Bila simbol balok yang digulingkan tidak memberinya tempat melompat: langkah tidak boleh, atau balok tetap di tempat ia terguling.
options-tip-forbid = Tidak boleh
options-tip-stay = Tetap di tempat
options-repetition = Seri jika posisi terulang tiga kali
options-repetition-about = Posisi yang sama untuk ketiga kalinya, dengan pemain yang sama yang jalan, mengakhiri permainan dengan seri.
options-gold-blocks = Balok Emas
options-gold-blocks-about = Berapa balok yang dimainkan Emas: lebih sedikit balok untuk dikeluarkan dari papan adalah keunggulan awal bagi pemain yang lebih lemah.
options-teal-blocks = Balok Toska
options-teal-blocks-about = Berapa balok yang dimainkan Toska: lebih sedikit balok untuk dikeluarkan dari papan adalah keunggulan awal bagi pemain yang lebih lemah.
options-first = Jalan pertama
options-first-about = Siapa yang jalan pertama; jika acak, permainan memutuskannya saat dimulai.
options-placing = Menaruh balok
options-placing-about = Setelah lemparan, taruh sendiri balok di petak awal, atau biarkan ditaruh acak sekaligus.
options-placing-by-hand = Dengan tangan
options-placing-quick = Cepat, acak
options-roll-animation = Animasi lemparan
options-roll-animation-about = Tampilkan balok dilempar di awal, atau langsung taruh.
options-hive-seat-about = Siapa yang memainkan warna ini: seseorang di layar ini, komputer di suatu tingkat, atau mesin UHP (ketik perintahnya di bawah).
options-tournament = Aturan turnamen
options-tournament-about = Tidak ada yang boleh menaruh Ratu Lebah pada giliran pertamanya.
options-mosquito-about = Menambah Nyamuk (ekspansi): ia bergerak seperti serangga mana pun yang disentuhnya.
options-ladybug-about = Menambah Kepik (ekspansi): dua langkah di atas sarang, lalu satu turun.
options-pillbug-about = Menambah Kutu kayu (ekspansi): ia dapat mengangkat tetangganya melewati dirinya.
options-players-count = Pemain
options-players-count-about = Berapa yang bermain: dua, tiga atau empat, atau dua dengan dua warna masing-masing.
options-two-colours-each = 2, dua warna masing-masing
options-seat = Pemain { $number }
options-blokus-seat-about = Siapa yang memainkan kursi ini: seseorang di layar ini, atau komputer di salah satu dari enam tingkat (atau yang sesuai kekuatanmu).
options-structure = Bangunan
options-structure-about = Bentuk yang dibangun semua pemain bersama; petaknya yang terlihat dari atas yang dihitung.
options-clock = Jam
options-clock-about = Waktu tiap pemain: tanpa jam, bawaan (menit masing-masing + detik tambahan tiap langkah), atau diketik sendiri.
clock-typed-in = Diketik

## Playing a friend on another computer: why a joiner was refused
net-refused-no-hello = Komputer lain tidak menyebutkan siapa dirinya.
net-refused-other-version = tabletop temanmu versi yang berbeda ({ $theirs }; ini { $ours }): keduanya perlu versi yang sama.
net-refused-wrong-secret = Undangan ini sudah tidak berlaku: minta undangan baru kepada temanmu.
net-refused-table-full = Meja sudah penuh.
net-refused-other-game = Komputer temanmu memegang permainan yang berbeda dari ini: permainan tidak bisa dilanjutkan.

## Bermain dengan teman di komputer lain
seat-friend = teman di tempat lain
options-friend = Teman di komputer lain
menu-join-friend = Gabung ke teman
join-title = Gabung ke teman
join-about = Tempel undangan yang dikirim temanmu, lalu pilih Gabung.
join-paste = Tempel
join-join = Gabung
join-connecting = Menghubungi komputer temanmu…
join-not-an-invitation = Ini bukan undangan: undangan diawali "tabletop-".
join-damaged = Undangan berubah atau terpotong saat disalin: salin lagi secara utuh.
join-unreadable = Undangan ini berasal dari versi tabletop yang lain.
join-host-left = Komputer temanmu menutup sambungan.
join-other-game = Temanmu menawarkan { $game }, permainan yang tidak ada di tabletop ini.
join-nearby = Meja di jaringan ini
join-nearby-looking = Mencari meja di jaringan ini…
join-nearby-off = Meja di jaringan ini tidak dicari: tabletop ini dibatasi pada komputer ini.
join-nearby-table = { $game } bersama { $name }
net-failed = Jaringan gagal: { $reason }
net-no-undo = Langkah tidak bisa dibatalkan bila lebih dari dua orang bermain di beberapa komputer.
net-waiting = Menunggu temanmu: tidak ada yang dimainkan sampai ia duduk di meja.
net-turned-away = Seseorang ditolak: { $reason }
net-flood = { $name } mengirim terlalu banyak: sebagian dibuang.
net-garbled = { $name } mengirim sesuatu yang bukan pesan: sambungannya ditutup.
net-away = { $name } sedang pergi: menunggu ia kembali.
net-name = { $name }
net-the-host = temanmu
net-visitor = tamu { $number }
net-joined = { $name } bergabung.
net-back = { $name } kembali.
net-move-refused = Langkah dari komputer lain ({ $move }) ditolak: { $reason }
net-not-its-turn = bukan gilirannya.
net-setup-refused = Susunan temanmu ditolak: { $reason }
net-not-preparing = Sebuah langkah penyusunan datang saat tidak ada penyusunan berjalan.
net-not-begun = Permainan belum dimulai: dimulai setelah penyusunannya selesai.
net-chat = { $name }: { $line }
net-resigned = { $name } menyerah.
net-resign = Menyerah
net-offer-draw = Tawarkan seri
net-resign-confirm = Menyerah di permainan ini?
net-resign-yes = Menyerah
net-resign-no = Lanjut main
net-draw-offers = { $name } menawarkan seri.
net-draw-accept = Terima seri
net-draw-decline = Lanjut main
net-draw-offered = Kamu menawarkan seri: menunggu jawaban temanmu.
net-draw-waiting = Kamu sudah menawarkan seri: tunggu jawabannya.
net-draw-accepted = Temanmu setuju: permainan berakhir seri.
net-draw-declined = Temanmu menolak seri: lanjut main.
net-no-draw = Permainan ini tidak mengenal seri atas kesepakatan pemain.
net-rematch-offered = Kamu menawarkan main lagi: menunggu jawaban temanmu.
net-rematch-waiting = Kamu sudah menawarkan main lagi: tunggu jawabannya.
net-no-rematch = Main lagi ditawarkan setelah permainan selesai, di meja berdua.
net-help-agreed = Kamu dan temanmu sama-sama mengizinkan petunjuk dan penilaian di meja ini.
net-rematch-offers = { $name } menawarkan main lagi, warna ditukar.
net-rematch-yes = Main lagi
net-rematch-no = Tidak, terima kasih
net-rematch-declined = Temanmu menolak main lagi.
net-rematch-accepted = Temanmu setuju: permainan baru dimulai, warna ditukar.
net-rematch-begins = Permainan baru dimulai, warna ditukar.
net-games-differ = Kedua komputer memegang permainan yang berbeda ({ $theirs } langkah di sana, { $ours } di sini): permainan tidak bisa dilanjutkan.
net-opening = Membuka meja untuk teman-temanmu…
net-send-invitation = Kirim undangan ini ke temanmu: permainan dimulai saat ia bergabung.
net-reconnecting = Menunggu temanmu… menyambung kembali
net-checking = Memeriksa bahwa kedua komputer memegang permainan yang sama…
net-playing-with = Bermain dengan { $names } di komputer lain.
net-copy = Salin undangan
net-copied = Undangan ada di papan klip.
net-copy-failed = Undangan tidak bisa disalin: { $reason }
net-no-help = Tidak ada petunjuk, penilaian, atau komputer dalam permainan dengan teman di komputer lain.
net-no-redo = Langkah yang dibatalkan tidak dimainkan lagi dalam permainan dengan teman di komputer lain.
net-undo-waiting = Temanmu belum menjawab.
net-undo-asked = Temanmu diminta membatalkan langkah terakhir.
net-undo-asks = { $name } meminta langkah terakhir dibatalkan.
net-undo-declined = Temanmu menolak: langkahnya tetap.
net-undo-accepted = Temanmu setuju: langkah terakhir dibatalkan.
net-undo-accept = Batalkan
net-undo-decline = Biarkan
net-chat-hint = Enter mengirim satu baris ke teman-temanmu.
settings-group-network = Jaringan
settings-relay = Relai
settings-relay-about = Ke mana permainan dengan teman di komputer lain lewat bila kedua komputer tidak bisa saling menjangkau langsung. Tidak ada yang dikirim ke mana pun sampai kamu membuka meja atau bergabung.
settings-relay-public = Relai publik (iroh)
settings-relay-none = Tidak ada: hanya jaringan lokal dan alamat langsung
settings-relay-own = Relai milikku
settings-relay-address = Alamat relaimu (https://…)
settings-friends-help = Petunjuk bersama teman
settings-friends-help-about = Petunjuk dan penilaian di meja bersama teman di komputer lain, jika temanmu juga menyalakannya. Jika mati, tidak ada yang membantu kedua pihak.
net-claim-offer = Temanmu sudah lama pergi: kamu boleh mengklaim kemenangan (menang waktu), atau terus menunggu.
net-claim = Klaim kemenangan
net-claimed = Kamu mengklaim kemenangan: waktu temanmu habis.
net-no-jump = Permainan dengan teman di komputer lain tetap di langkah terakhirnya di kedua komputer.
net-time-out-refused = Waktu habis yang bukan milik pemain yang sedang jalan ditolak.
net-resign-refused = Pengunduran diri untuk kursi yang tidak dimainkan pengirimnya ditolak.

## When the game stops on an error (a message box on Windows)
failure-title = tabletop berhenti
failure-no-graphics = tabletop tidak menemukan adaptor grafis yang dapat dipakainya untuk menggambar (perlu Vulkan, DirectX 12, atau Metal). Memperbarui driver grafis sering membantu.
failure-panic = tabletop berhenti karena ada yang salah: { $what }
failure-error = tabletop berhenti karena sebuah galat.
failure-log = Peringatan dan galat dari jalannya kali ini disimpan di { $log }.
