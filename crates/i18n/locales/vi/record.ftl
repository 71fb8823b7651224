# How a game ended, as the history and the Record screen say it.
how-won = theo luật
how-time = do hết giờ
how-scored = theo điểm
how-no-moves = hòa: không bên nào đi được
how-repetition = hòa do lặp lại
how-move-cap = hòa khi đạt giới hạn nước đi
how-agreed = hòa theo thỏa thuận
how-both-surrounded = hòa: cả hai Ong chúa bị vây
# The history's and the players' files.
kept-set-aside = Không đọc được một tệp bị hỏng ({ $error }). Tệp được giữ lại là { $file }, và một tệp mới đã được tạo.
history-unreadable = Không đọc được lịch sử ván chơi ({ $error }); các ván chỉ được giữ trong lần chạy này.
players-unreadable = Không đọc được danh sách người chơi ({ $error }); điểm xếp hạng chỉ được giữ trong lần chạy này.
# The Record screen.
menu-record = Thành tích
record-title = Thành tích của bạn
record-intro = Mọi ván đã kết thúc được lưu ở đây. Điểm xếp hạng cùng một thang với các cấp độ của máy: người chơi đi ngẫu nhiên là 0.
record-none = Chưa có ván nào của trò này kết thúc.
record-results = { $won } thắng, { $drawn } hòa, { $lost } thua · { $streak } trận thắng liên tiếp (cao nhất { $best })
record-person-rated = { $name }: { $rating } ± { $margin } · { $results } · cơ hội ngang nhau với cấp { $level }
record-person = { $name }: chưa có điểm · { $results }
record-no-level = —
record-name = { $name }
record-of = { $name } (người chơi tiếp)
record-chart-empty = Chưa có ván tính điểm
record-against = gặp { $opponent }: { $won } thắng, { $drawn } hòa, { $lost } thua
record-won = { $name } thắng { $how }
record-versus = { $first } gặp { $second }
record-game = { $when } · { $players } · { $result } · { $moves } nước
record-view-players = Người chơi
record-view-rating = Điểm
record-view-opponents = Đối thủ
record-view-latest = Các ván gần đây
options-at-strength = ngang sức tôi
