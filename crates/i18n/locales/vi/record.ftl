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

## Ai ngồi trước màn hình, và những người chơi đã lưu
options-names = Tên
options-person-name = Người { $number }
options-person-name-about = Ai ngồi trước màn hình, theo thứ tự chỗ ngồi. Các ván và điểm xếp hạng của họ được lưu dưới tên này; "người chơi mới…" thêm một tên.
options-new-player = người chơi mới…
name-new-title = Người chơi mới
name-rename-title = Đổi tên { $name }
name-hint = Gõ tên, rồi nhấn Enter.
name-confirm = OK
name-empty = Tên cần ít nhất một chữ cái.
name-too-long = Tên có tối đa { $most } ký tự.
name-odd-character = Tên không thể chứa ký tự đó.
name-taken = Đã có người chơi tên { $name }.
settings-players = Người chơi
roster-title = Người chơi
roster-empty = Chưa có người chơi nào được lưu. Các tên chọn trong tùy chọn ván mới được lưu ở đây, cùng điểm xếp hạng.
roster-add = Thêm người chơi
roster-close = Đóng
roster-rename = Đổi tên
roster-remove = Xóa
roster-remove-question = Xóa { $name }?
roster-remove-about = Điểm xếp hạng của họ bị quên. Các ván của họ vẫn ở trong thành tích của bạn, dưới tên này.
