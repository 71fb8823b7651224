# Kata-kata dan penolakan dari aturan (tabletop_rules::Explained).

## Kata-kata Deblockle
face-star = Bintang
face-stop = Stop
face-cross = Silang
face-x = X
face-slider = Peluncur
face-hoops = Cincin
player-gold = Emas
player-teal = Toska

## Kata-kata Hive dan Blokus 3D
bug-queen = Ratu Lebah
bug-beetle = Kumbang
bug-grasshopper = Belalang
bug-spider = Laba-laba
bug-ant = Semut Prajurit
bug-mosquito = Nyamuk
bug-ladybug = Kepik
bug-pillbug = Kutu kayu
colour-blue = Biru
colour-yellow = Kuning
colour-red = Merah
colour-green = Hijau

rules-game-over = Permainan sudah selesai.

## Deblockle: mengapa langkah tidak boleh
deblockle-no-block = Tidak ada balok di { $square }.
deblockle-tip-next-to-block = Gulingkan ke petak di samping balok: utara, timur, selatan, atau barat.
deblockle-no-legal-move = Balok di { $square } tidak punya langkah sah.
deblockle-not-your-block = Balok di { $square } milik { $owner }, bukan milik Anda.
deblockle-tip-off-board = Balok tidak boleh digulingkan keluar papan.
deblockle-square-taken = Petak itu terisi: ada balok di { $square }.
deblockle-tip-onto-home-star = { $star } adalah bintang rumah Anda: balok boleh digulingkan ke bintang hanya dengan Bintang di atas, ke bintang sasaran Anda, { $target }.
deblockle-target-needs-star-up = Balok keluar papan hanya bila mendarat dengan Bintang di atas pada bintang sasaran Anda; guling ini akan memperlihatkan { $face }.
deblockle-star-up-off-target = Bintang hanya boleh menghadap ke atas di bintang sasaran Anda.
deblockle-hop-after-removal = Balok keluar papan di bintang sasaran Anda, jadi tidak ada lompatan.
deblockle-stop-has-no-hop = Stop di atas: giliran berakhir tanpa lompatan.
deblockle-nowhere-to-hop = Setelah guling ini { $face } tidak punya tempat tujuan, jadi guling ini tidak boleh.
deblockle-stays-without-hop = Setelah guling ini { $face } tidak punya tempat tujuan: balok tetap di tempat ia terguling, tanpa lompatan.
deblockle-hop-missing = { $face } di atas harus melompat: pilih tempat mendaratnya, misalnya { $example }.
deblockle-hop-onto-star = Balok tidak boleh berakhir di bintang.
deblockle-cross-hops-one-square = Silang melompat tepat satu petak ke utara, timur, selatan, atau barat.
deblockle-x-hops-one-diagonal = X melompat tepat satu petak secara diagonal.
deblockle-slider-must-move = Peluncur harus bergerak paling sedikit satu petak.
deblockle-slider-straight-line = Peluncur meluncur lurus ke utara, timur, selatan, atau barat.
deblockle-slider-path-blocked = Peluncur tidak dapat menembus balok.
deblockle-slider-stops-early = Peluncur meluncur sampai tepi papan atau balok menghentikannya; ia hanya boleh berhenti lebih awal tepat sebelum bintang.
deblockle-hoops-odd-distance = Cincin melangkah tepat tiga langkah tunggal, jadi selalu berakhir pada jarak ganjil.
deblockle-hoops-no-path = Cincin tidak dapat mencapai petak itu dalam tiga langkah tunggal melalui petak kosong.
deblockle-ends-next-to-opponent = Dengan aturan tanpa balok bersebelahan, giliran Anda tidak boleh berakhir dengan balok Anda di samping balok lawan.

## Deblockle: persiapan
setup-block-count = { $player } harus punya 1 sampai 4 balok, bukan { $count }.
setup-roll-count = { $player } punya { $expected } balok, tetapi { $found } yang dilempar.
setup-placement-count = { $player } punya { $expected } balok, tetapi { $found } yang ditaruh.
setup-not-a-starting-square = { $square } bukan petak awal { $player }.
setup-square-used-twice = Dua balok ditaruh di { $square }.
setup-unreadable-placement = Itu tidak terbaca sebagai balok yang ditaruh: masing-masing petaknya dan dua huruf sisi, atas lalu utara, seperti c7SC.
setup-no-such-block = { $player } tidak punya balok nomor { $block }.
setup-top-changed = Balok { $player } yang dilempar { $rolled } hanya boleh diputar pada sumbu tegak, dengan { $rolled } tetap di atas, bukan memperlihatkan { $shown }.
setup-face-not-rolled = Balok { $player } di { $square } memperlihatkan { $face } di atas, tetapi tidak ada balok { $player } yang dilempar { $face }.

## Hive: mengapa langkah tidak boleh
hive-pass-with-moves = Melewati giliran hanya boleh bila tidak ada langkah lain.
hive-not-yours = { $piece } bukan milik Anda.
hive-out-of-order = { $piece } belum gilirannya: taruh { $next } dulu.
hive-queen-on-first-turn = Ratu tidak boleh ditaruh pada giliran pertama pemain.
hive-queen-due = Ratu harus ditaruh paling lambat giliran keempat: taruh sekarang.
hive-hex-taken = Ubin baru ditaruh di petak kosong.
hive-must-touch-own = Ubin baru harus menyentuh warna Anda sendiri.
hive-touches-other = Ubin baru tidak boleh menyentuh warna lawan.
hive-must-touch-first = Ubin kedua harus menyentuh ubin pertama.
hive-first-tile-elsewhere = Ubin pertama ditaruh di tengah.
hive-queen-not-placed = Tidak ada ubin yang boleh bergerak sebelum Ratu pemiliknya ditaruh.
hive-covered = { $piece } tertutup Kumbang dan tidak dapat bergerak.
hive-pinned = Memindahkan { $piece } akan memecah sarang.
hive-setup-in-parts = Ubin-ubin itu bukan satu sarang: terpecah menjadi dua bagian atau lebih.
hive-setup-climber = { $piece } berada di atas ubin lain, padahal hanya Kumbang (dan Nyamuk di sebelahnya) yang memanjat.
hive-setup-no-queen = { $player } sudah menaruh empat ubin tanpa Ratu Lebah, padahal Ratu datang paling lambat sebagai yang keempat.
hive-setup-black-first = Hitam sudah menaruh ubin sebelum Putih bermain: Putih jalan lebih dulu.
hive-setup-white-not-played = Belum ada ubin, tetapi Hitam yang jalan: giliran pertama Putih selalu menaruh ubin.
hive-setup-black-not-played = Hitam sudah mendapat giliran tetapi belum punya ubin: giliran pertama Hitam selalu menaruh ubin.
hive-setup-not-in-game = { $piece } tidak ada dalam permainan ini.
hive-setup-out-of-reach = Petak itu terlalu jauh dari ubin: taruh ubin paling jauh { $reach } petak dari sebuah ubin atau dari tengah meja.
hive-nowhere-to-go = { $piece } tidak punya tempat tujuan.
hive-cannot-reach = { $bug } dari situ tidak dapat mencapai petak itu.
hive-moved-last-turn = { $piece } dipindahkan pada giliran lalu, jadi sekarang tidak bisa bergerak atau dipindahkan.
hive-stacked-not-thrown = Kutu kayu tidak bisa memindahkan { $piece }: ia ada dalam tumpukan.

## Blokus 3D: mengapa penempatan tidak boleh
blokus-not-in-hand = { $piece } tidak ada di tangan Anda.
blokus-no-such-orientation = { $piece } punya arah 0 sampai { $last }, bukan { $orientation }.
blokus-outside = Sebuah kubus akan berada di luar bangunan.
blokus-overhang = Setiap kubus harus bertumpu pada papan atau kubus: ini akan meninggalkan celah di bawahnya.
blokus-too-high = Sebuah kubus akan lebih tinggi daripada yang diizinkan bangunan di situ.
blokus-first-must-touch-a-piece = Keping pertama Anda harus berbagi sisi dengan keping yang sudah ditaruh.
blokus-first-must-touch-the-board = Keping pertama Anda harus menyentuh papan.
blokus-must-touch-own-colour = Keping harus berbagi sisi dengan kubus warnanya sendiri.

## Deblockle: akhir permainan
deblockle-wins = { $player } mengosongkan papan dan menang!
deblockle-draw-neither-can-move = Seri: tidak ada pemain yang dapat melangkah.
deblockle-draw-repetition = Seri: posisi yang sama muncul untuk ketiga kalinya.
deblockle-draw-move-cap = Seri: batas jumlah langkah tercapai.
deblockle-draw-agreement = Seri, atas kesepakatan para pemain.
deblockle-blocked = { $blocked } kena Deblockle: tidak ada langkah sah, jadi { $player } melangkah lagi.
hive-white = Putih
hive-black = Hitam

board-block-on-star = Balok tidak boleh berdiri di bintang { $square }.
board-square-taken = Dua balok di { $square }.
board-too-many-blocks = { $player } punya lebih dari empat balok.
position-at = Karakter { $column }: { $reason }
position-empty = Posisinya kosong.
position-unexpected = '{ $found }' tidak pada tempatnya; baris berisi angka 1-7, '*' dan balok seperti gSC.
position-zero = angka menghitung 1-7 kotak kosong; 0 tidak boleh.
position-rank-too-long = baris { $rank } punya lebih dari 7 kotak.
position-rank-too-short = baris { $rank } punya { $squares } kotak; setiap baris perlu 7.
position-too-many-ranks = lebih dari 7 baris.
position-too-few-ranks = Papan punya { $found } baris; perlu 7, dipisah '/'.
position-star-off-star = '*' menandai { $square }, yang bukan bintang (bintangnya d2 dan d6).
position-missing-top = balok di { $square } perlu huruf sisi atasnya (S P C X L H).
position-missing-north = balok di { $square } perlu huruf sisi utaranya (S P C X L H).
position-bad-top = '{ $found }' bukan sisi; sisi atas balok di { $square } salah satu dari S P C X L H.
position-bad-north = '{ $found }' bukan sisi; sisi utara balok di { $square } salah satu dari S P C X L H.
position-faces-not-adjacent = balok di { $square } tidak bisa menunjukkan { $top } di atas dan { $north } di utara: sisinya tidak bersebelahan.
position-missing-turn = Setelah papan, spasi lalu pemain yang mendapat giliran: g atau t.
position-bad-turn = '{ $found }' bukan pemain; pemain yang mendapat giliran adalah g atau t.
position-trailing = masih ada teks setelah pemain yang mendapat giliran.
position-no-blocks = Tidak ada pemain yang punya balok di papan.
hive-bad-piece = '{ $text }' bukan ubin (seperti wQ, bS1, wA3).
hive-bad-move = '{ $text }' bukan langkah (seperti wS1, bG1 -wS1, wB1 wQ, pass).
hive-where-to = '{ $text }' menyebut ubinnya tetapi tidak tempatnya: setelah langkah pertama, sebut ubin di sampingnya (misalnya { $text } -wS1).
hive-not-in-hive = { $piece } tidak ada di sarang.
hive-illegal-in-game = { $move }: { $reason }
hive-bad-game-type = Jenis permainannya '{ $kind }': yang diharapkan Base, atau Base+ dengan M, L, dan P (seperti Base+MLP).
hive-not-in-game = { $piece } tidak ada dalam permainan ini: ekspansinya tidak dimainkan.
hive-game-contradicts = String permainan menyebut { $written }, tetapi langkah-langkahnya menghasilkan { $replayed }.
hive-bad-start = Tidak ada permainan yang mencapai posisi awalnya: { $reason }
hive-set-up-start = PGN dan mesin UHP memulai setiap permainan dari meja kosong, sedangkan permainan ini dimulai dari posisi yang disusun sendiri. Simpan saja permainannya.
hive-record-unknown = Ini bukan catatan Hive yang dapat dibaca program ini (PGN dari hivegame.com atau Mzinga, SGF BoardSpace, atau UHP GameString).
hive-record-line = Baris { $line }: { $reason }
blokus-bad-setup = '{ $text }' bukan struktur dan jumlah pemain (seperti A-2, D-4, D-2x2).
blokus-bad-placement = '{ $text }' bukan penempatan (seperti L4:5@3,2: keping, orientasi, x, y).
blokus-illegal-placement = Penempatan { $number } ({ $placement }): { $reason }
blokus-bad-set-up-part = '{ $text }' bukan bagian dari susunan (seperti B=L4:5@3,2, turn=Y, atau out=R).
blokus-bad-given-up = '{ $text }' bukan warna dalam permainan yang menyerah (seperti R out of time atau B resigned).
blokus-set-up-unreachable = Tidak ada permainan yang mencapai posisi yang disusun: { $reason }
blokus-set-up-apart = Keping-keping { $colour } tidak semuanya bersentuhan sisi, padahal setiap keping setelah yang pertama berbagi sisi dengan warnanya.
blokus-set-up-off-the-board = Tidak satu pun keping { $colour } menyentuh papan, padahal keping pertama setiap warna menyentuhnya.
blokus-set-up-scattered = Keping-keping itu bukan satu bangunan yang bersentuhan sisi: setiap keping setelah yang pertama menyentuh keping yang sudah ada.
blokus-set-up-turn-order = Di luar giliran: tiap warna yang masih bermain menaruh satu keping per putaran.

## Clocks
clock-unreadable = '{ $text }' bukan kontrol waktu: tulis menit masing-masing dan detik per langkah, misalnya 5+3 (atau 10, atau 0+30).
clock-no-time = '{ $text }' tidak memberi waktu sama sekali.
clock-too-long = '{ $text }' lebih dari sehari.

deblockle-unreadable-move = Itu bukan langkah dalam notasi Deblockle (seperti c1N-d3 atau e3N).
