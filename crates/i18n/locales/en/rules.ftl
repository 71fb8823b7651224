# Words and refusals from the rules crate (tabletop_rules::Explained).

## Deblockle's words
face-star = Star
face-stop = Stop
face-cross = Cross
face-x = X
face-slider = Slider
face-hoops = Hoops
player-gold = Gold
player-teal = Teal

## Hive's and Blokus 3D's words
bug-queen = Queen Bee
bug-beetle = Beetle
bug-grasshopper = Grasshopper
bug-spider = Spider
bug-ant = Soldier Ant
bug-mosquito = Mosquito
bug-ladybug = Ladybug
bug-pillbug = Pillbug
colour-blue = Blue
colour-yellow = Yellow
colour-red = Red
colour-green = Green

rules-game-over = The game is over.

## Deblockle: why a move is not allowed
deblockle-no-block = There is no block on { $square }.
deblockle-tip-next-to-block = Tip onto a square next to the block: north, east, south or west.
deblockle-no-legal-move = The block on { $square } has no legal move.
deblockle-not-your-block = The block on { $square } is { $owner }'s, not yours.
deblockle-tip-off-board = A block can't tip off the board.
deblockle-square-taken = That square is taken: there is a block on { $square }.
deblockle-tip-onto-home-star = { $star } is your home star: a block may tip onto a star only Star-up onto your target star, { $target }.
deblockle-target-needs-star-up = A block leaves the board only by landing Star-up on your target star; this tip would show the { $face }.
deblockle-star-up-off-target = A Star may only face up on your target star.
deblockle-hop-after-removal = The block leaves the board on your target star, so there is no hop.
deblockle-stop-has-no-hop = Stop is on top: the turn ends without a hop.
deblockle-nowhere-to-hop = After this tip the { $face } would have nowhere to go, so the tip is not allowed.
deblockle-stays-without-hop = After this tip the { $face } has nowhere to go: the block stays where it tipped, without a hop.
deblockle-hop-missing = The { $face } on top must hop: choose where it lands, for example { $example }.
deblockle-hop-onto-star = A block may never end on a star.
deblockle-cross-hops-one-square = A Cross hops exactly one square north, east, south or west.
deblockle-x-hops-one-diagonal = An X hops exactly one square diagonally.
deblockle-slider-must-move = The Slider must move at least one square.
deblockle-slider-straight-line = A Slider slides in a straight line north, east, south or west.
deblockle-slider-path-blocked = A Slider can't pass through a block.
deblockle-slider-stops-early = A Slider slides until the edge or a block stops it; it may stop early only just before a star.
deblockle-hoops-odd-distance = Hoops takes exactly three single steps, so it always ends an odd number of squares away.
deblockle-hoops-no-path = Hoops can't reach that square in three single steps over empty squares.
deblockle-ends-next-to-opponent = With no adjacent blocks, your turn may not end with one of your blocks next to an opponent's.

## Deblockle: the setup
setup-block-count = { $player } must have 1 to 4 blocks, not { $count }.
setup-roll-count = { $player } has { $expected } blocks, but { $found ->
    [one] one was
   *[other] { $found } were
} rolled.
setup-placement-count = { $player } has { $expected } blocks, but { $found ->
    [one] one was
   *[other] { $found } were
} placed.
setup-not-a-starting-square = { $square } is not one of { $player }'s starting squares.
setup-square-used-twice = Two blocks were placed on { $square }.
setup-unreadable-placement = That does not read as blocks put down: each is its square and two face letters, top then north, like c7SC.
setup-no-such-block = { $player } has no block number { $block }.
setup-top-changed = A { $player } block rolled { $rolled } may only be turned about the vertical, keeping { $rolled } on top, not to show { $shown }.
setup-face-not-rolled = The { $player } block on { $square } shows { $face } on top, but no { $player } block was rolled { $face }.

## Hive: why a move is not allowed
hive-pass-with-moves = A pass is allowed only when nothing else is.
hive-not-yours = { $piece } is not yours to play.
hive-out-of-order = { $piece } is not next: place { $next } first.
hive-queen-on-first-turn = The Queen may not be placed on a player's first turn.
hive-queen-due = The Queen must be placed by the fourth turn: place it now.
hive-hex-taken = A new tile goes on an empty space.
hive-must-touch-own = A new tile must touch your own colour.
hive-touches-other = A new tile may not touch the other colour.
hive-must-touch-first = The second tile must touch the first.
hive-first-tile-elsewhere = The first tile goes in the middle.
hive-queen-not-placed = No tile may move before its owner's Queen is placed.
hive-covered = { $piece } is covered by a Beetle and cannot move.
hive-pinned = Moving { $piece } would split the hive.
hive-setup-in-parts = The tiles are not one hive: it is in two or more parts.
hive-setup-climber = { $piece } lies on another tile, and only Beetles (and Mosquitoes beside one) climb.
hive-setup-no-queen = { $player } has four tiles down without the Queen Bee, who comes by the fourth.
hive-setup-black-first = Black has tiles down before White has played: White plays first.
hive-setup-white-not-played = Nothing is down, yet Black is to move: White's first turn always puts a tile down.
hive-setup-black-not-played = Black has had a turn and has no tile down, but Black's first turn always puts a tile down.
hive-setup-not-in-game = { $piece } is not in this game.
hive-setup-out-of-reach = That hex is too far from the tiles: put a tile within { $reach } hexes of one, or of the table's middle.
hive-nowhere-to-go = { $piece } has nowhere to go.
hive-cannot-reach = A { $bug } there cannot reach that space.
hive-moved-last-turn = { $piece } moved last turn, so it cannot move or be moved now.
hive-stacked-not-thrown = A Pillbug cannot move { $piece }: it is in a stack.

## Blokus 3D: why a placement is not allowed
blokus-not-in-hand = { $piece } is not in your hand.
blokus-no-such-orientation = { $piece } has orientations 0 to { $last }, not { $orientation }.
blokus-outside = A cube would stand outside the structure.
blokus-overhang = Every cube must rest on the board or on a cube: this would leave a gap below.
blokus-too-high = A cube would stand higher than the structure allows there.
blokus-first-must-touch-a-piece = Your first piece must share a face with a piece already placed.
blokus-first-must-touch-the-board = Your first piece must touch the board.
blokus-must-touch-own-colour = A piece must share a face with a cube of its own colour.

## Deblockle: how a game ends
deblockle-wins = { $player } has cleared the board and wins!
deblockle-draw-neither-can-move = Draw: neither player can move.
deblockle-draw-repetition = Draw: the same position came up a third time.
deblockle-draw-move-cap = Draw: the move cap was reached.
deblockle-draw-agreement = Draw, agreed by the players.
deblockle-blocked = { $blocked } is Deblockle'd: no legal move, so { $player } moves again.
hive-white = White
hive-black = Black

# Texts that cannot be read as a position or a game.
board-block-on-star = A block may not stand on the star at { $square }.
board-square-taken = Two blocks on { $square }.
board-too-many-blocks = { $player } has more than four blocks.
position-at = Character { $column }: { $reason }
position-empty = The position is empty.
position-unexpected = '{ $found }' has no place here; a rank holds digits 1-7, '*' and blocks like gSC.
position-zero = a digit counts 1-7 empty squares; 0 is not allowed.
position-rank-too-long = rank { $rank } has more than 7 squares.
position-rank-too-short = rank { $rank } has { $squares } squares; every rank needs 7.
position-too-many-ranks = more than 7 ranks.
position-too-few-ranks = The board has { $found } ranks; it needs 7, separated by '/'.
position-star-off-star = '*' marks { $square }, which is not a star (the stars are d2 and d6).
position-missing-top = the block on { $square } needs the letter of its top face (S P C X L H).
position-missing-north = the block on { $square } needs the letter of its north face (S P C X L H).
position-bad-top = '{ $found }' is not a face; the top face of the block on { $square } is one of S P C X L H.
position-bad-north = '{ $found }' is not a face; the north face of the block on { $square } is one of S P C X L H.
position-faces-not-adjacent = the block on { $square } cannot show { $top } on top and { $north } to the north: they are not neighbouring faces.
position-missing-turn = After the board, a space and the player to move: g or t.
position-bad-turn = '{ $found }' is not a player; the player to move is g or t.
position-trailing = there is more after the player to move.
position-no-blocks = Neither player has a block on the board.
hive-bad-piece = '{ $text }' is not a piece (like wQ, bS1, wA3).
hive-bad-move = '{ $text }' is not a move (like wS1, bG1 -wS1, wB1 wQ, pass).
hive-where-to = '{ $text }' says which tile but not where: after the first move, name a tile it goes beside (like { $text } -wS1).
hive-not-in-hive = { $piece } is not in the hive.
hive-illegal-in-game = { $move }: { $reason }
hive-bad-game-type = The game type is '{ $kind }': Base is expected, or Base+ with M, L and P (like Base+MLP).
hive-not-in-game = { $piece } is not in this game: its expansion is not played.
hive-game-contradicts = The game string says { $written }, but its moves give { $replayed }.
hive-bad-start = No game reaches the position it began from: { $reason }
hive-set-up-start = PGN and UHP engines begin every game at the empty table, and this one began at a position set up by hand. Save it instead.
hive-record-unknown = This is not a Hive record this program reads (PGN from hivegame.com or Mzinga, BoardSpace SGF, or a UHP GameString).
hive-record-line = Line { $line }: { $reason }
blokus-bad-setup = '{ $text }' is not a structure and players (like A-2, D-4, D-2x2).
blokus-bad-placement = '{ $text }' is not a placement (like L4:5@3,2: piece, orientation, x, y).
blokus-illegal-placement = Placement { $number } ({ $placement }): { $reason }
blokus-bad-set-up-part = '{ $text }' is not part of a set-up (like B=L4:5@3,2, turn=Y or out=R).
blokus-bad-given-up = '{ $text }' is not a colour in the game given up (like R out of time, or B resigned).
blokus-set-up-unreachable = No game reaches the position set up: { $reason }
blokus-set-up-apart = { $colour }'s pieces do not all touch face to face, and each piece after a colour's first shares a face with its colour.
blokus-set-up-off-the-board = None of { $colour }'s pieces touches the board, and a colour's first piece does.
blokus-set-up-scattered = The pieces are not one structure touching face to face: every piece after the first touches one already placed.
blokus-set-up-turn-order = Out of turn: each colour still playing places a piece a round, in order.

## Clocks
clock-unreadable = '{ $text }' is not a time control: write minutes each and seconds a move, as 5+3 (or 10, or 0+30).
clock-no-time = '{ $text }' gives no time at all.
clock-too-long = '{ $text }' is more than a day.

deblockle-unreadable-move = That is not a move in Deblockle's notation (like c1N-d3, or e3N).
