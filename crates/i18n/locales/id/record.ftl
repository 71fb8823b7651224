# How a game ended, as the history and the Record screen say it.
how-won = sesuai aturan
how-time = karena waktu
how-scored = dengan skor
how-no-moves = seri: tidak ada pihak yang bisa bergerak
how-repetition = seri karena pengulangan
how-move-cap = seri pada batas langkah
how-agreed = seri atas kesepakatan
how-both-surrounded = seri: kedua Ratu terkepung
# The history's and the players' files.
kept-set-aside = Berkas yang rusak tidak dapat dibaca ({ $error }). Berkas itu disimpan sebagai { $file }, dan berkas baru telah dimulai.
history-unreadable = Riwayat permainan tidak dapat dibaca ({ $error }); permainan hanya disimpan selama sesi ini.
players-unreadable = Data pemain tidak dapat dibaca ({ $error }); peringkat hanya disimpan selama sesi ini.
# The Record screen.
menu-record = Catatan
record-title = Catatanmu
record-intro = Setiap permainan yang selesai disimpan di sini. Peringkat memakai satu skala dengan level komputer: pemain yang bergerak acak bernilai 0.
record-none = Belum ada permainan jenis ini yang selesai.
record-results = { $won } menang, { $drawn } seri, { $lost } kalah · { $streak } menang berturut-turut (terbaik { $best })
record-person-rated = { $name }: { $rating } ± { $margin } · { $results } · peluang seimbang melawan level { $level }
record-person = { $name }: belum berperingkat · { $results }
record-no-level = —
record-name = { $name }
record-of = { $name } (pemain berikutnya)
record-chart-empty = Belum ada permainan berperingkat
record-against = melawan { $opponent }: { $won } menang, { $drawn } seri, { $lost } kalah
record-won = { $name } menang { $how }
record-versus = { $first } melawan { $second }
record-game = { $when } · { $players } · { $result } · { $moves } langkah
record-view-players = Pemain
record-view-rating = Peringkat
record-view-opponents = Lawan
record-view-latest = Permainan terakhir
options-at-strength = sesuai kekuatanku

## Siapa yang duduk di depan layar, dan pemain yang disimpan
options-names = Nama
options-person-name = Orang { $number }
options-person-name-about = Siapa yang duduk di depan layar, menurut urutan kursi. Permainan dan rating mereka disimpan dengan nama ini; "pemain baru…" menambah nama.
options-new-player = pemain baru…
name-new-title = Pemain baru
name-rename-title = Ganti nama { $name }
name-hint = Ketik namanya, lalu tekan Enter.
name-confirm = OK
name-empty = Nama perlu paling sedikit satu huruf.
name-too-long = Nama paling banyak { $most } karakter.
name-odd-character = Nama tidak boleh memuat karakter itu.
name-taken = Sudah ada pemain bernama { $name }.
settings-players = Pemain
roster-title = Pemain
roster-empty = Belum ada pemain yang disimpan. Nama yang dipilih di opsi permainan baru disimpan di sini, bersama ratingnya.
roster-add = Tambah pemain
roster-close = Tutup
roster-rename = Ganti nama
roster-remove = Hapus
roster-remove-question = Hapus { $name }?
roster-remove-about = Ratingnya dilupakan. Permainannya tetap ada di catatanmu, dengan nama ini.
