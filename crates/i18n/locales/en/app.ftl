# The app's own words: menus, HUDs, notices.

## Shared words
on = on
off = off
back = Back
level-random = random
level-beginner = beginner
level-easy = easy
level-medium = medium
level-advanced = advanced
level-hard = hard
to-move = { $player } to move
wins = { $player } wins
drawn = Drawn
thinking = { $player } is thinking{ $dots }
computer-to-move = { $player } (computer) to move
hint-looking-through = Looking through a game: Redo steps forward, Undo back, Start and End jump. Play a move to carry on from here.
hint-watch-computer = Watch its move. Ctrl+Z takes back your last move and its answer.
problem = { $detail }
named-problem = { $name }: { $detail }
curtain-preparing = Setting the table… { $ready } / { $total }

## Main menu
menu-players-two = 2 players
menu-players-two-to-four = 2 to 4 players
menu-about-deblockle = Tip your blocks and hop them as their symbols say; the first to take all of theirs off the board wins.
menu-about-hive = Surround the other queen bee. No board: the tiles make the hive.
menu-about-blokus3d = Build one structure together; score the squares your colour shows from above.
menu-continue-game = { $game }, move { $move }: { $players }
menu-continue-setup = { $game }, setting up: { $players }
menu-front-hint = Choose a game (or the arrow keys, then Enter) to see its options; Escape comes back.
menu-hint-deblockle = Up and down arrows choose an option, left and right change it. At the table: click a block, then where to tip it, then where it hops.
menu-hint-hive = Up and down arrows choose an option, left and right change it. At the table: click a tile (in your reserve or the hive), then a green space.
menu-hint-blokus3d = Up and down arrows choose an option, left and right change it. At the table: click a piece in your tray, hold it over the turntable (R, F, G turn it), click to drop.
menu-cannot-resume = The saved game cannot be resumed: { $reason }
menu-nothing-to-continue = There is no game to continue: the last one was finished, or none was saved.
menu-continue = Continue
menu-play = Play
menu-tutorial = Tutorial
menu-puzzles = Puzzles
menu-games = Games
menu-settings = Settings
menu-quit = Quit

## Settings
settings-title = Settings
settings-hint = Point at a setting to see what it does. Up and down arrows choose a setting, left and right change it. Each is kept for next time.
settings-unreadable = The settings could not be read ({ $error }). The defaults are used, and the file is left as it is.
settings-group-sound = Sound
settings-group-table = At the table
settings-group-reading = Words and colours
settings-group-screen = Screen
settings-percent = { $percent } %
settings-speed = { $speed }x
settings-volume = Sound volume
settings-volume-about = How loud the pieces, dice and notices sound; 0 % is silent.
settings-music-volume = Music volume
settings-music-volume-about = How loud the music plays under the games; 0 % is silent.
settings-animation-speed = Animation speed
settings-animation-speed-about = How fast pieces roll, slide and fly: 2x takes half the time, 0.5x twice as long.
settings-auto-turn = Camera turns to the player
settings-auto-turn-about = After each move the camera turns round to the side of the player to move, for two at one screen.
settings-evaluation = Evaluation at the table
settings-evaluation-about = A bar at the table shows who the computer thinks is ahead (F4 shows or hides it during a game).
settings-language = Language
settings-language-about = The language of every screen, lesson and rule; as the system follows your computer's.
settings-language-system = As the system ({ $name })
settings-language-name = { $name }
settings-ui-scale = Text size
settings-ui-scale-about = The size of the text and everything on the screens, on top of the system's display scaling.
settings-palette = Colours
settings-palette-about = For every eye: player colours told apart with any colour vision, and an emblem on every piece whose colour alone says whose it is.
settings-palette-standard = Each game's own
settings-palette-colour-blind = For every eye
settings-fullscreen = Fullscreen
settings-fullscreen-about = The game fills the whole screen (F11 switches it at any time).
settings-frame-rate = Frame rate
settings-frame-rate-about = At most this many pictures a second: fewer keep the computer cooler and quieter.
settings-frame-rate-free = As the screen allows
settings-frame-rate-cap = At most { $cap } a second
settings-low-power = Low-power mode
settings-low-power-about = At most 30 pictures a second, and one a second while the window is in the background: for a laptop on its battery.

## Keys overlay (F1)
help-reminder = F1: keys
help-reminder-pad = { $select }: buttons
pad-cursor = move
pad-press = press
pad-back = back
pad-choose = next choice
pad-menu = menu
keyboard-space = space
keyboard-delete = delete
keyboard-done = done
keyboard-caret = caret
keyboard-close = close
pad-dpad = the D-pad
pad-cross = Cross
pad-circle = Circle
pad-square = Square
pad-triangle = Triangle
deblockle-hint-idle-pad = Move to one of your blocks (they glow) with { $dpad } and press { $a }, or choose with { $shoulders }.
deblockle-hint-block-pad = Press { $a } on a green square to tip the block onto it. { $b } to choose again.
deblockle-hint-tipped-pad = { $face } on top: press { $a } on a blue square to hop there. { $b } to tip back.
hive-hint-idle-pad = Move to one of your tiles with { $dpad } and press { $a }, or choose with { $shoulders } (your reserve too).
hive-hint-picked-pad = { $piece }: { $count ->
    [one] one place
   *[other] { $count } places
} to go. Press { $a } on a green space, or { $b }.
blokus-hint-idle-pad = Press { $a } to take a piece from { $colour }'s tray ({ $shoulders } choose another), then hold it over the turntable with { $dpad }.
blokus-hint-fits-pad = { $piece } fits here, { $cubes ->
    [0] resting on the turntable
    [one] resting on one cube
   *[other] resting on { $cubes } cubes
}: press { $a } to drop. { $x }, { $y }, { $rt } turn it.
save-hint-pad = { $a }: a keyboard to type the name. { $menu } saves, { $b } cancels. The game goes into the games folder.
menu-front-hint-pad = Choose a game with { $dpad } and { $a } to see its options; { $b } comes back.
menu-hint-deblockle-pad = Up and down on { $dpad } choose an option, left and right change it. At the table: move to a block and press { $a }, then where to tip it, then where it hops.
menu-hint-hive-pad = Up and down on { $dpad } choose an option, left and right change it. At the table: move to a tile and press { $a } (the reserve with { $shoulders }), then on a green space.
menu-hint-blokus3d-pad = Up and down on { $dpad } choose an option, left and right change it. At the table: { $a } takes a piece, { $dpad } holds it over the turntable ({ $x }, { $y }, { $rt } turn it), { $a } drops it.
settings-hint-pad = Up and down on { $dpad } choose a setting, left and right change it. Each is kept for next time.
hint-watch-computer-pad = Watch its move. { $menu }, then Undo, takes back your last move and its answer.
setup-hint-drag-pad = With { $dpad }, put a block on a glowing square of { $owner }'s and move it along them.
setup-hint-turn-pad = { $x } turns the chosen block; its rolled face stays on top. { $shoulders } choose another block.
setup-hint-all-placed-pad = All placed. Turn any block with { $x }, move it with { $dpad }, or press { $a } (Done).
help-title-pad = Buttons
help-hides-pad = { $select } hides this.
help-camera-orbit-pad = Right stick: orbit the camera
help-undo-redo-pad = { $menu }, then Undo or Redo: undo, redo
help-hint-pad = { $menu }, then Hint: a hint (the engine's move, shown ready to play)
help-hive-click-pad = With { $dpad } and { $a }: a tile (reserve or hive), then a green space
help-hive-tab-pad = { $shoulders }: walk the tiles that can move, then the chosen one's destinations; { $a }: take it
help-hive-escape-pad = { $b }: let go of the tile
help-blokus-click-pad = { $a }: take a piece; { $dpad }: hold it over a column; { $a }: drop it
help-blokus-take-pad = { $shoulders }: take another piece
help-blokus-turn-pad = { $x }, { $y }, { $rt }: turn it about the vertical, tip it, roll it
help-blokus-escape-pad = { $b }: put it back
help-deblockle-click-pad = With { $dpad } and { $a }: a block, where to tip it, where it hops
help-deblockle-walk-pad = { $shoulders }, { $a }: walk the choices, take one
help-deblockle-escape-pad = { $b }: step back (tips a block back)
help-rules-pad = { $menu }, then Rules: how to play this game
help-hive-queens-pad = { $menu }, then Queen sides: the Queens' free sides
help-hive-pass-pad = { $menu }, then Pass: pass (only when nothing else is legal)
help-blokus-aids-pad = { $menu }, then Spots, Limits, Top: legal spots, height limits, the view from above
guide-clicks = Where the guide says click, a controller's cursor and its press do the same.
guide-clicks-pad = Where it says click: move there with { $dpad } and press { $a }.
guide-read-on = More below: the wheel, or PgDn to read on.
guide-read-on-pad = More below: { $lt } to read on.
help-title = Keys
help-hides = F1 hides this.
help-camera-orbit = Right-drag, arrow keys: orbit the camera
help-camera-zoom = Wheel, + and -: zoom
help-camera-pan = Shift+right-drag, W A S D: pan
help-camera-home = Home, middle click: back to the table's view
help-fullscreen = F11: fullscreen on or off
help-undo-redo = Ctrl+Z, Ctrl+Y: undo, redo
help-tree-walk = Ctrl+left, right arrow: back, forward through the moves; Ctrl+up, down arrow: the variation above, below
help-marks = Right-click: circle a square, hex or column; Ctrl+right-drag: an arrow; the same again takes it away
help-set-up = F8: set up a position on the table, then play it against a friend or the computer
help-hive-click = Click: a tile (reserve or hive), then a green space
help-hive-tab = Tab / Shift+Tab: walk the tiles that can move, then the chosen one's destinations; Enter or Space: take it
help-hive-escape = Esc: let go of the tile
help-hive-queens = Q: the Queens' free sides
help-hive-pass = P: pass (only when nothing else is legal)
help-blokus-click = Click: a piece in your tray, then where to drop it
help-blokus-take = 1-9, 0, Tab, Shift+Tab: take a piece
help-blokus-turn = R, F, G: turn it about the vertical, tip it, roll it
help-blokus-escape = Esc: put it back
help-blokus-aids = H, L, T: legal spots, height limits, the view from above
help-blokus-turntable = Q, E, drag the rim: turn the turntable
help-deblockle-click = Click: a block, where to tip it, where it hops
help-deblockle-walk = Tab, Shift+Tab, Enter: walk the choices, take one
help-deblockle-escape = Esc: step back (tips a block back)
help-hint = F3: a hint (the engine's move, shown ready to play)
help-evaluation = F4: the evaluation (who is ahead), on or off
help-review = F5: review the game (the engine marks every move)
help-analyse = F6: explore freely: every side is yours, no program answers
help-play-on = F7: play on from here against the computer (it takes the other sides)

## Table buttons
hud-moves = Moves
tree-promote = Promote
tree-delete = Delete
tree-comment-hint = Your comment on this move
hud-undo = Undo  Ctrl+Z
hud-undo-pad = Undo
hud-redo = Redo  Ctrl+Y
hud-redo-pad = Redo
hud-start = |< Start
hud-end = End >|
hud-save = Save
hud-menu = Menu
hud-rematch = Rematch

## Deblockle at the table
deblockle-hint-idle = Click one of your blocks (they glow), or press Tab.
deblockle-hint-block = Click a green square to tip the block onto it. Esc to choose again.
deblockle-hint-tipped = { $face } on top: click a blue square to hop there. Esc to tip back.
deblockle-off-board = Off the board: Gold { $gold }/{ $gold-total }, Teal { $teal }/{ $teal-total }

## Hive at the table
game-over = Game over
hint-game-over = Undo to look back, or start a rematch.
waiting-for = Waiting for { $player }.
no-games-folder = this system has no folder for saved games
seat-person = person
seat-computer = computer ({ $level })
seat-engine = engine { $name }
hive-queen-sides = Queen sides  Q
hive-queen-sides-pad = Queen sides
hive-pass = Pass  P
hive-export = Export
hive-exported = Game saved as PGN (Mzinga, hivegame.com) in { $path }
hive-not-exported = Not exported: { $error }
hive-passed = { $player } had no legal move and passed.
hive-player = { $colour } ({ $seat })
hive-turn = { $player } to move, turn { $turn }
hive-hint-must-pass = { $player } has no legal move: press Pass.
hive-hint-picked = { $piece }: { $count ->
    [one] one place
   *[other] { $count } places
} to go. Click a green space, or Esc.
hive-hint-idle = Click one of your tiles, in your reserve or in the hive.
hive-wins = { $player } wins: the { $loser } Queen is surrounded.
hive-draw-queens = A draw: both Queens are surrounded.
hive-draw-agreed = A draw, agreed by the players.
hive-draw-repetition = A draw: the same position a third time.
opponent-failed = { $who } could not move ({ $reason }). You play { $colour } now.
hive-engine-missing = Type the engine's command (its program's path) first.
hive-engine-command = Engine command (a UHP engine: Mzinga, nokamute...):
list-and = { $first } and { $rest }
list-comma = { $first }, { $rest }

## Blokus 3D at the table
blokus-turn-r = Turn R
blokus-turn-r-pad = Turn { $x }
blokus-tip-f = Tip F
blokus-tip-f-pad = Tip { $y }
blokus-roll-g = Roll G
blokus-roll-g-pad = Roll { $rt }
blokus-spots = Spots H
blokus-spots-pad = Spots
blokus-limits = Limits L
blokus-limits-pad = Limits
blokus-top = Top T
blokus-top-pad = Top
blokus-out = { $colours } cannot place any piece: out of the game.
blokus-game-over = Game over: nobody can place
blokus-turn = { $colour } to place (player { $player }, { $seat })
blokus-score = { $colour } { $score }
blokus-scores-heading = Scores:
blokus-hint-idle = Click a piece in { $colour }'s tray (or press 1-9, 0, Tab), then hold it over the turntable.
blokus-hint-in-hand = { $piece } in hand: hold it over the turntable.
blokus-hint-fits = { $piece } fits here, { $cubes ->
    [0] resting on the turntable
    [one] resting on one cube
   *[other] resting on { $cubes } cubes
}: click to drop. R, F, G turn it.
blokus-hint-refused = { $piece }: { $reason }
blokus-player = player { $number }
blokus-player-score = player { $number }: { $score }
blokus-wins = { $winners } wins ({ $scores })
blokus-shared = Shared by { $winners } ({ $scores })
blokus-structure-a = A Tower
blokus-structure-b = B Wall
blokus-structure-c = C Steps
blokus-structure-d = D Pyramid

## The Games screen
games-title = Saved games
games-none = No saved games yet: Save at the table keeps the game here.
games-folder = The games are kept in { $folder }. Copy a record (from `tabletop-cli deblockle match --record`, or a friend) there to open it. Hive games from hivegame.com, Mzinga (.pgn) and BoardSpace (.sgf) open too.
games-entry = { $name }: { $game }, { $moves ->
    [one] one move
   *[other] { $moves } moves
}, { $end }
games-entry-blokus = { $name }: Blokus 3D, { $pieces ->
    [one] one piece
   *[other] { $pieces } pieces
}, { $end }
games-won = { $player } won
games-drawn = drawn
games-unfinished = unfinished
games-over = over
games-unreadable = Cannot be opened: { $detail }
games-reading = Reading the saved games: { $read } of { $total }…

## Deblockle's setup
setup-dice-failed = The dice could not be thrown; start a new game from the menu.
setup-turn-left = Turn left  Shift+R
setup-turn-right = Turn right  R
setup-turn-right-pad = Turn right  { $x }
setup-done = Done  Enter
setup-done-pad = Done  { $a }
setup-computer-rolls = The computer rolls { $owner }'s blocks
setup-computer-places = The computer places { $owner }'s blocks
setup-rolls = { $roller }, roll { $owner }'s blocks
setup-places = { $roller }, place { $owner }'s blocks
setup-hint-tumble = They tumble into the tray; a block that comes to rest tilted is thrown again.
setup-rolled = Rolled: { $faces }
setup-hint-at-random = Placed at random.
setup-hint-watch = Watch where it puts them: it chooses the squares and turns.
setup-friend-rolls = Your friend rolls { $owner }'s blocks
setup-friend-places = Your friend places { $owner }'s blocks on their computer
setup-hint-friend = The same throw falls on their screen; their placement comes across when they press Done.
setup-fell-otherwise = The dice fell otherwise on your friend's computer: their throw counts, as they see it.
setup-hint-all-placed = All placed. Turn any block with R, move it, or press Done.
setup-hint-drag = Drag each block onto a glowing square of { $owner }'s, or click a block and then a square.
setup-hint-turn = R or the wheel turns the chosen block; its rolled face stays on top. Keys: Tab chooses a block, Enter puts it down, Space moves it on.

## Saving
save-title = Save the game as
save-hint = Enter saves, Esc cancels. The game goes into the games folder.
save-cancel = Cancel
save-done = Saved as { $path }
save-failed = Not saved: { $error }
autosave-unreadable = The saved game could not be read ({ $error }). It is left as it is, and this session is not saved.
autosave-failed = The game could not be saved ({ $error }); the save before it is kept as it was.

## The tutorial
tutorial-title = Learn by playing
tutorial-intro = Choose a game, then play its lessons at the table. Done lessons can be played again; any can be skipped.
tutorial-lesson = { $number }. { $title }
tutorial-lesson-done = { $number }. { $title }  [done]
tutorial-lesson-title = Lesson { $number }: { $title }
tutorial-hint = Hint
tutorial-restart = Restart
tutorial-next = Next lesson
tutorial-lessons = Lessons
tutorial-unreadable = The lessons could not be read: { $detail }
progress-unreadable = Progress could not be read ({ $error }); it is kept for this run only.
lesson-complete = Well done: lesson complete.
goal-reach = Goal: get a block to { $square }.
goal-remove = { $count ->
    [one] Goal: take a block off the board.
   *[other] Goal: take { $count } blocks off the board.
}
goal-win = Goal: take your last block off and win.
goal-deblockle = Goal: leave your opponent without a move.
paragraphs = { $first }

    { $rest }

# Hints: the engine's move for the player to move, and why.
hud-hint = Hint  F3
hud-hint-pad = Hint
hint-thinking = Looking for a hint...
hint-none = No hint: there is no move to play.
hint-move = Hint: { $move }. { $reason }
hint-wins-now = It wins at once.
hint-wins-in = { $turns ->
    [one] It wins next turn.
   *[other] It wins in { $turns } turns.
}
hint-holds-out = { $turns ->
    [one] The game is lost with best play; this holds out longest (1 turn).
   *[other] The game is lost with best play; this holds out longest ({ $turns } turns).
}
hint-draws = It holds the draw.
hint-chance = With it your chances are { $percent } %.
hint-takes-block-off = It takes a block off the board. { $then }

# The evaluation at the table: how the game stands.
eval-wins-in = { $turns ->
    [one] { $player } wins with their next move.
   *[other] { $player } wins in { $turns } turns with best play.
}
eval-drawn = Drawn with best play.
eval-game-drawn = The game is drawn.
eval-chances = Chances for { $player }, to move: { $percent } %.
eval-thinking = The engine is looking at the position...
eval-solving = Solving the endgame with one block each (a few seconds): the verdict will be exact.
deblockle-endgames-building = The computer (hard) is solving every ending with three blocks, once (a few minutes): { $percent } %
eval-line = The engine expects: { $line }

# Reviews: the engine marks every move of a game.
hud-review = Review  F5
hud-review-pad = Review
review-title = Review
review-close = Close
review-nothing = There is no move to review yet.
review-failed = The review stopped before it was done.
review-progress = The engine goes through the game: { $done } of { $total } positions.
review-summary = { $player }: { $best } best, { $good } good, { $inaccuracy ->
    [one] 1 inaccuracy
   *[other] { $inaccuracy } inaccuracies
}, { $mistake ->
    [one] 1 mistake
   *[other] { $mistake } mistakes
}, { $blunder ->
    [one] 1 blunder
   *[other] { $blunder } blunders
}.
review-next = Move { $number }, { $player }: { $move }, { $mark }.
review-better = The engine's move was { $move }: it is shown ready to play. Redo plays the game's move. V keeps it as a variation.
review-end = The end of the line. Undo steps back through the game.
review-mark-best = best
review-mark-good = good
review-mark-inaccuracy = an inaccuracy
review-mark-mistake = a mistake
review-mark-blunder = a blunder

# The menu's way to any position of the chosen game.
menu-position = From a position
position-title = Play or analyse from a position
position-hint-deblockle = Type or paste a Deblockle position: each rank from 7 down to 1, then who moves (g or t), like the example. The options above choose who plays.
position-hint-hive = Paste a UHP GameString (Base;InProgress;White[3];wS1;bG1 -wS1;...), as Hive programs export them. The options above choose who plays.
position-hint-blokus3d = Paste a Blokus 3D position: the structure and players, then each placement (A-2; L4:5@3,2; ...). The options above choose who plays.
position-open = Open
position-refused = Not a position: { $reason }
editor-how = Click a square: a Gold block, a Teal one, empty. Right-click or Turn: the block's next orientation (top face / north face).
editor-turn-block = Turn the block
editor-to-move = { $player } to move
setting-up-begin = Set up  F8
setting-up-begin-pad = Set up
setting-up-title = Set up the position
setting-up-how-deblockle = Click a square: a Gold block, a Teal one, empty. Right-click or R turns the block.
setting-up-how-hive = A reserve's pile, then a hex: its tile goes there. A tile alone: into your hand. Right-click: back to its reserve.
setting-up-how-blokus = Pieces go in wherever they can rest, whatever they touch. Right-click a column: its top piece comes out.
setting-up-pass-blokus = Next colour  N
setting-up-pass-blokus-pad = Next colour
setting-up-out-blokus = Out / in  O
setting-up-out-blokus-pad = Out / in
setting-up-cancel-blokus = Cancel
setting-up-in-hand = In hand: { $player } { $bug }. Click a hex.
setting-up-pass = Pass the move  T
setting-up-pass-pad = Pass the move
setting-up-friend = Play a friend
setting-up-computer = Play the computer
setting-up-cancel = Cancel  Esc
setting-up-cancel-pad = Cancel  { $b }
setting-up-cannot-arise = No game reaches this position: { $reason }
analyse-here = Analysis board: every side is yours now; no program answers the moves you try. Save keeps the game.
play-on = From here the computer ({ $level }) plays every side but yours.

## Puzzles
puzzles-title = Puzzles
puzzles-intro = Each puzzle has one right answer. Your opponent's replies play themselves; a move that misses is answered, then taken back.
puzzles-streak = Streak: { $streak } solved in a row at the first try (best { $best })
puzzles-next-unsolved = Next unsolved puzzle
puzzles-level = Level { $level }: { $solved } of { $total } solved
puzzles-unreadable = Puzzles are missing: { $detail }
puzzle-title = Puzzle { $number }, level { $level }
puzzle-goal-win = { $turns ->
    [one] { $player } to move: win this turn.
   *[other] { $player } to move: win within { $turns } turns, whatever { $opponent } does.
}
puzzle-goal-take-off = { $turns ->
    [one] { $player } to move: take the block on { $square } off the board this turn.
   *[other] { $player } to move: take the block on { $square } off the board within { $turns } turns, whatever { $opponent } does.
}
puzzle-goal-escape = { $player } to move: { $opponent } is about to leave you without a move. Move so that no reply shuts you in.
puzzle-goal-draw = { $player } to move: against { $opponent }'s best play every move but one loses. Find the one that holds the draw.
puzzle-hint = Hint
puzzle-solution = Solution
puzzle-retry = Retry
puzzle-next = Next puzzle
puzzle-list = Puzzles
puzzle-hint-given = The lit piece moves next.
puzzle-missed = Not that one.
puzzle-refuted = Not that one: { $move } answers it. Try again.
puzzle-solved = Solved!
puzzle-shown = That is the solution.

## Clocks
clock-none = none
clock-fischer = { $control }
clock-per-move = { $seconds } s a move
clock-face = { $player } { $time }
clock-face-running = • { $player } { $time }
clock-faces = { $first }     { $rest }
wins-on-time = { $player } wins on time
wins-by-resignation = { $player } wins: { $loser } resigned
blokus-out-on-time = { $colour } is out of time: out of the game.
blokus-out-resigned = { $colour } resigned: out of the game.
clock-custom = typed in: { $control }
clock-custom-hint = Minutes each + seconds a move, as 7+2 (0+20: twenty seconds a move)
games-timed = { $entry }, on a { $control } clock
announce-move = { $player } played { $move }

## The new-game options (the menu's second page)
options-players = Players
options-rules = Rules and variants
options-setup = Setup
options-count = { $count }
options-less = –
options-more = +
options-person = Someone at this screen
options-computer = Computer, { $level }
options-engine = A UHP engine
options-at-random = At random
options-opponent = Opponent
options-opponent-about = Play someone at this screen, the computer at one of six levels (or at the one of your strength), or a friend on another computer.
options-computer-side = Your opponent plays
options-computer-side-about = The colour the computer or your friend plays; the other one is yours.
options-no-adjacent = No adjacent blocks
options-no-adjacent-about = A move may not end next to one of the opponent's blocks.
options-tip-without-hop = A tip with nowhere to hop
options-tip-without-hop-about = When a tipped block's symbol gives it nowhere to hop: the move is not allowed, or the block stays where it tipped.
options-tip-forbid = Not allowed
options-tip-stay = Stays
options-repetition = Draw on threefold repetition
options-repetition-about = The same position a third time, with the same player to move, ends the game in a draw.
options-gold-blocks = Gold's blocks
options-gold-blocks-about = How many blocks Gold plays with: fewer to take off the board is a head start for a weaker player.
options-teal-blocks = Teal's blocks
options-teal-blocks-about = How many blocks Teal plays with: fewer to take off the board is a head start for a weaker player.
options-first = First to move
options-first-about = Who moves first; at random, the game decides as it starts.
options-placing = Placing the blocks
options-placing-about = After the roll, place the blocks on the start squares yourself, or have them placed at random at once.
options-placing-by-hand = By hand
options-placing-quick = Quick, at random
options-roll-animation = Roll animation
options-roll-animation-about = Show the blocks being thrown at the start, or set them down at once.
options-hive-seat-about = Who plays this colour: someone at this screen, the computer at a level, or a UHP engine (type its command below).
options-tournament = Tournament rule
options-tournament-about = No one may place their Queen Bee on their first turn.
options-mosquito-about = Adds the Mosquito (expansion): it moves as any bug it touches.
options-ladybug-about = Adds the Ladybug (expansion): two steps over the hive, then one down.
options-pillbug-about = Adds the Pillbug (expansion): it can lift a neighbour over itself.
options-players-count = Players
options-players-count-about = How many play: two, three or four, or two with two colours each.
options-two-colours-each = 2, two colours each
options-seat = Player { $number }
options-blokus-seat-about = Who plays this seat: someone at this screen, or the computer at one of six levels (or at the one of your strength).
options-structure = Structure
options-structure-about = The shape everyone builds together; its squares seen from above are what is scored.
options-clock = Clock
options-clock-about = Time for each player: none, a preset (minutes each + seconds added a move), or one typed in.
clock-typed-in = Typed in

## Playing a friend on another computer: why a joiner was refused
net-refused-no-hello = The other computer did not say who it is.
net-refused-other-version = Your friend's tabletop is another version ({ $theirs }; this is { $ours }): both need the same one.
net-refused-wrong-secret = This invitation is not valid any more: ask your friend for a new one.
net-refused-table-full = The table is full.
net-refused-other-game = Your friend's computer holds another game than this one: it cannot go on.

## Playing a friend on another computer
seat-friend = a friend elsewhere
options-friend = A friend on another computer
menu-join-friend = Join a friend
join-title = Join a friend
join-about = Paste the invitation your friend sent you, then choose Join.
join-paste = Paste
join-join = Join
join-connecting = Reaching your friend's computer…
join-not-an-invitation = This is not an invitation: an invitation begins with "tabletop-".
join-damaged = The invitation was changed or cut in the copying: copy it again, whole.
join-unreadable = This invitation comes from another version of tabletop.
join-host-left = Your friend's computer closed the connection.
join-other-game = Your friend offers { $game }, a game this tabletop does not have.
join-nearby = Tables on this network
join-nearby-looking = Looking for tables on this network…
join-nearby-off = Tables on this network are not looked for: this tabletop is kept to this computer.
join-nearby-table = { $game } with { $name }
net-failed = The network failed: { $reason }
net-no-undo = A move cannot be taken back when more than two play on several computers.
net-waiting = Waiting for your friend: nothing is played until they are at the table.
net-turned-away = Someone was turned away: { $reason }
net-flood = { $name } sends too much: some of it was dropped.
net-garbled = { $name } sent something that is not a message: their connection was closed.
net-away = { $name } is away: waiting for them to come back.
net-name = { $name }
net-the-host = your friend
net-visitor = visitor { $number }
net-joined = { $name } joined.
net-back = { $name } is back.
net-move-refused = A move from the other computer ({ $move }) was refused: { $reason }
net-not-its-turn = it is not their turn.
net-setup-refused = Your friend's setup was refused: { $reason }
net-not-preparing = A step of a setup came when none was under way.
net-not-begun = The game has not begun: it begins once its setup is done.
net-chat = { $name }: { $line }
net-resigned = { $name } resigned.
net-resign = Resign
net-offer-draw = Offer a draw
net-resign-confirm = Resign this game?
net-resign-yes = Resign
net-resign-no = Play on
net-draw-offers = { $name } offers a draw.
net-draw-accept = Accept the draw
net-draw-decline = Play on
net-draw-offered = You offered a draw: your friend's answer is awaited.
net-draw-waiting = You offered a draw already: wait for the answer.
net-draw-accepted = Your friend accepted: the game is drawn.
net-draw-declined = Your friend declined the draw: play on.
net-no-draw = This game has no draws by agreement between its players.
net-rematch-offered = You offered a rematch: your friend's answer is awaited.
net-rematch-waiting = You offered a rematch already: wait for the answer.
net-no-rematch = A rematch is offered once the game is over, at a table of two.
net-help-agreed = You and your friend both let hints and the evaluation help at this table.
net-rematch-offers = { $name } offers a rematch, colours swapped.
net-rematch-yes = Play again
net-rematch-no = No, thanks
net-rematch-declined = Your friend declined the rematch.
net-rematch-accepted = Your friend accepted: the rematch begins, colours swapped.
net-rematch-begins = The rematch begins, colours swapped.
net-games-differ = The two computers hold different games ({ $theirs } moves there, { $ours } here): the game cannot go on.
net-opening = Opening the table to your friends…
net-send-invitation = Send this invitation to your friend: the game begins when they join.
net-reconnecting = Waiting for your friend… reconnecting
net-checking = Checking that both computers hold the same game…
net-playing-with = Playing with { $names } on another computer.
net-copy = Copy the invitation
net-copied = The invitation is on the clipboard.
net-copy-failed = The invitation could not be copied: { $reason }
net-no-help = No hint, evaluation or computer at a game with a friend on another computer.
net-no-redo = Moves taken back are not played again in a game with a friend on another computer.
net-undo-waiting = Your friend has not answered yet.
net-undo-asked = Your friend is asked to take back the last move.
net-undo-asks = { $name } asks to take back the last move.
net-undo-declined = Your friend declined: the move stays.
net-undo-accepted = Your friend agreed: the last move is taken back.
net-undo-accept = Take it back
net-undo-decline = Keep it
net-chat-hint = Enter sends a line to your friends.
settings-group-network = Network
settings-relay = Relay
settings-relay-about = Where a game with a friend on another computer goes when the two computers cannot reach each other directly. Nothing is sent anywhere until you host or join.
settings-relay-public = Public relays (iroh's)
settings-relay-none = None: local network and direct addresses only
settings-relay-own = My own relay
settings-relay-address = Your relay's address (https://…)
settings-friends-help = Hints with friends
settings-friends-help-about = Hints and the evaluation at a table with a friend on another computer, if your friend turns them on too. Off, nothing helps either side.
net-claim-offer = Your friend has been away a while: you may claim the game (won on time), or keep waiting.
net-claim = Claim the game
net-claimed = You claimed the game: your friend's time ran out.
net-no-jump = A game with a friend on another computer stays at its last move on both computers.
net-time-out-refused = A time-out that was not the time-out of the player to move was refused.
net-resign-refused = A resignation for a seat the sender does not play was refused.

## When the game stops on an error (a message box on Windows)
failure-title = tabletop stopped
failure-no-graphics = tabletop found no graphics adapter it can draw with (it needs Vulkan, DirectX 12 or Metal). Updating the graphics driver often helps.
failure-panic = tabletop stopped because something went wrong: { $what }
failure-error = tabletop stopped because of an error.
failure-log = The warnings and errors of this run are kept in { $log }.
