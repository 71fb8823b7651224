# How a game ended, as the history and the Record screen say it.
how-won = by the rules
how-time = on time
how-scored = on points
how-no-moves = drawn: neither side could move
how-repetition = drawn by repetition
how-move-cap = drawn at the move limit
how-agreed = drawn by agreement
how-both-surrounded = drawn: both Queens surrounded
# The history's and the players' files.
kept-set-aside = A damaged file could not be read ({ $error }). It is kept as { $file }, and a new one has been started.
history-unreadable = The history of games could not be read ({ $error }); this run's games are kept for this run only.
players-unreadable = The players could not be read ({ $error }); ratings are kept for this run only.
# The Record screen.
menu-record = Record
record-title = Your record
record-intro = Every finished game is kept here. Ratings share one scale with the computer's levels: a player who moves at random is 0.
record-none = No game of this kind has been finished yet.
record-results = { $won } won, { $drawn } drawn, { $lost } lost · { $streak } won in a row (best { $best })
record-person-rated = { $name }: { $rating } ± { $margin } · { $results } · even chances against { $level }
record-person = { $name }: not rated yet · { $results }
record-no-level = —
record-name = { $name }
record-of = { $name } (next player)
record-chart-empty = No rated games yet
record-against = against { $opponent }: { $won } won, { $drawn } drawn, { $lost } lost
record-won = { $name } won { $how }
record-versus = { $first } against { $second }
record-game = { $when } · { $players } · { $result } · { $moves } moves
record-view-players = Players
record-view-rating = Rating
record-view-opponents = Opponents
record-view-latest = Latest games
options-at-strength = at my strength

## Who sits at the screen, and the players kept
options-names = Names
options-person-name = Person { $number }
options-person-name-about = Who sits at the screen, in the order of the seats. Their games and their rating are kept under this name; "new player…" adds a name.
options-new-player = new player…
name-new-title = A new player
name-rename-title = Rename { $name }
name-hint = Type the name, then press Enter.
name-confirm = OK
name-empty = A name needs at least one letter.
name-too-long = A name has at most { $most } characters.
name-odd-character = A name cannot hold that character.
name-taken = There is already a player called { $name }.
settings-players = Players
roster-title = Players
roster-empty = No player is kept yet. The names chosen in a new game's options are kept here, with their ratings.
roster-add = Add a player
roster-close = Close
roster-rename = Rename
roster-remove = Remove
roster-remove-question = Remove { $name }?
roster-remove-about = Their ratings are forgotten. Their games stay in your record, under this name.
