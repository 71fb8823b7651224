# Lessons of every game: the list's tabs, the goals of Hive's and Blokus 3D's
# lessons, and their texts (each lesson file under assets/tutorial names these keys).

## The lesson list's tabs: each game's name, and the tab shown
lessons-deblockle = Deblockle
lessons-hive = Hive
lessons-blokus3d = Blokus 3D
tutorial-tab-shown = [ { $game } ]

## Hive's goals
hive-goal-line = Goal: play the lesson's moves.
hive-goal-place-any = Goal: place a tile.
hive-goal-place = Goal: place your { $bug }.
hive-goal-move = Goal: move your { $bug }.
hive-goal-win = Goal: surround the other Queen and win.
hive-goal-draw = Goal: surround both Queens with one move.
hive-goal-pass = Goal: pass your turn.

## Blokus 3D's goals
blokus-goal-line = Goal: make the lesson's placements.
blokus-goal-place-any = Goal: place a piece.
blokus-goal-place = Goal: place your { $piece }.
blokus-goal-rest = Goal: place a piece on top of cubes, { $level } { $level ->
    [one] level
   *[other] levels
} up.
blokus-goal-reach = Goal: place a piece whose top cube is { $level } cubes above the board.
blokus-goal-top = Goal: make square { $cell } show your colour from above.
blokus-goal-put-out = Goal: leave the other colour no room to place.

# Hive's lessons: each lesson file under assets/tutorial/hive names these keys.

## 01-placing
hive-lesson-01-title = Placing tiles
hive-lesson-01-narration-1 = Hive has no board: the tiles are the board. Each turn you place a tile from your reserve or move one already in the hive. White placed a Grasshopper first; Black placed theirs beside it.
hive-lesson-01-narration-2 = From your second tile on, a new tile must touch one of your own tiles and none of your opponent's. Try a hex beside the black Grasshopper: the game will say why not. Then place a tile on a lit hex.
hive-lesson-01-hint-1 = Click a tile in your reserve at the edge of the table; the green hexes are where it may go.
hive-lesson-01-hint-1-pad = Press { $a } on a tile in your reserve at the edge of the table; the green hexes are where it may go.
hive-lesson-01-hint-2 = The three hexes on the far side of your Grasshopper touch only white.
hive-lesson-01-wrong = Any placement the rules allow completes this lesson.

## 02-the-queen-by-turn-four
hive-lesson-02-title = The Queen by your fourth turn
hive-lesson-02-narration-1 = Your Queen Bee is the tile that decides the game: when all six hexes around a Queen are filled, her side loses. She may not be placed on your first turn, and she must be in the hive by the end of your fourth.
hive-lesson-02-narration-2 = This is your fourth turn and your Queen is still in your reserve. Try placing any other tile: the game refuses. Place your Queen.
hive-lesson-02-hint-1 = Click the Queen Bee in your reserve.
hive-lesson-02-hint-1-pad = Press { $a } on the Queen Bee in your reserve.
hive-lesson-02-hint-2 = Any green hex will do: it touches only white tiles.
hive-lesson-02-wrong = This turn only your Queen may be placed.

## 03-no-moving-before-the-queen
hive-lesson-03-title = No moving before the Queen
hive-lesson-03-narration-1 = Until your Queen is in the hive, none of your tiles may move: you can only place. That is why players bring the Queen out early.
hive-lesson-03-narration-2 = Try moving your Ant: the game says why it cannot. Then place your Queen.
hive-lesson-03-hint-1 = Your tiles stay where they are until the Queen is placed.
hive-lesson-03-hint-2 = Click the Queen in your reserve, then a green hex.
hive-lesson-03-hint-2-pad = Press { $a } on the Queen in your reserve, then a green hex.
hive-lesson-03-wrong = Place your Queen now: then your tiles may move.

## 04-the-queen
hive-lesson-04-title = The Queen Bee moves
hive-lesson-04-narration-1 = Every tile moves by its own bug's rule. The Queen Bee moves one hex at a time, sliding along the edge of the hive and staying in touch with it.
hive-lesson-04-narration-2 = Move your Queen one hex.
hive-lesson-04-hint-1 = Click your Queen: her two possible hexes turn green.
hive-lesson-04-hint-1-pad = Press { $a } on your Queen: her two possible hexes turn green.
hive-lesson-04-hint-2 = Click a green hex.
hive-lesson-04-hint-2-pad = Press { $a } on a green hex.
hive-lesson-04-wrong = Move your Queen this time.

## 05-the-beetle
hive-lesson-05-title = The Beetle climbs
hive-lesson-05-narration-1 = The Beetle moves one hex, like the Queen, but it may also climb on top of the hive and walk over it. A tile with a Beetle on it cannot move, and the Beetle's colour counts as the colour of that stack.
hive-lesson-05-narration-2 = Climb onto your Grasshopper. Black will answer; then come down off the hive onto the empty lit hex.
hive-lesson-05-hint-1 = Click the Beetle, then the Grasshopper beside it.
hive-lesson-05-hint-1-pad = Press { $a } on the Beetle, then the Grasshopper beside it.
hive-lesson-05-hint-2 = From the top, the Beetle may step down to any empty hex next to its stack.
hive-lesson-05-wrong = Follow the lesson: first up onto your Grasshopper, then down onto the empty lit hex.

## 06-the-grasshopper
hive-lesson-06-title = The Grasshopper jumps
hive-lesson-06-narration-1 = The Grasshopper does not slide: it jumps in a straight line over one or more tiles and lands on the first empty hex beyond them.
hive-lesson-06-narration-2 = Jump your Grasshopper over the whole row to the lit hex.
hive-lesson-06-hint-1 = Click the Grasshopper at the end of the row.
hive-lesson-06-hint-1-pad = Press { $a } on the Grasshopper at the end of the row.
hive-lesson-06-hint-2 = Its only landing place is the hex past the black Ant.
hive-lesson-06-wrong = Jump the Grasshopper over the row.

## 07-the-spider
hive-lesson-07-title = The Spider walks three
hive-lesson-07-narration-1 = The Spider slides exactly three hexes around the hive: no more, no fewer, and never back over a hex it has just left.
hive-lesson-07-narration-2 = Walk your Spider three hexes along the edge of the hive, to the lit hex.
hive-lesson-07-hint-1 = Click the Spider: only two hexes are exactly three steps away.
hive-lesson-07-hint-1-pad = Press { $a } on the Spider: only two hexes are exactly three steps away.
hive-lesson-07-hint-2 = Count the steps: one, two, three, round the edge, never through a tile.
hive-lesson-07-wrong = Take the Spider three hexes, to the lit hex.

## 08-the-ant
hive-lesson-08-title = The Ant goes anywhere
hive-lesson-08-narration-1 = The Soldier Ant slides any number of hexes around the hive. It can reach almost any hex on the edge, which makes it the strongest tile for blocking.
hive-lesson-08-narration-2 = Move your Ant anywhere it can go.
hive-lesson-08-hint-1 = Click the Ant: every green hex is in reach.
hive-lesson-08-hint-1-pad = Press { $a } on the Ant: every green hex is in reach.
hive-lesson-08-hint-2 = The far end of the hive, past the black Ant, is a good spot.
hive-lesson-08-wrong = Move your Ant.

## 09-one-hive
hive-lesson-09-title = One hive
hive-lesson-09-narration-1 = The hive must always stay in one piece. A tile whose leaving would split it in two is pinned: it cannot move, not even for a moment on its way.
hive-lesson-09-narration-2 = Your Queen holds your Ant to the rest of the hive. Try to move her: the game says why not. Move your Ant instead.
hive-lesson-09-hint-1 = Every tile in the middle of this row is pinned; only the ends can leave.
hive-lesson-09-hint-2 = Click your Ant at the end of the row.
hive-lesson-09-hint-2-pad = Press { $a } on your Ant at the end of the row.
hive-lesson-09-wrong = Move your Ant: it is the one tile of yours that is free.

## 10-freedom-to-move
hive-lesson-10-title = Freedom to move
hive-lesson-10-narration-1 = A sliding tile must fit through: it cannot squeeze between two tiles into a gap just as wide as itself. The lit hex is empty, but five tiles surround it, so no Ant can slide in.
hive-lesson-10-narration-2 = Click your Ant and see that the lit hex is not offered. Then move the Ant anywhere else.
hive-lesson-10-narration-2-pad = Press { $a } on your Ant and see that the lit hex is not offered. Then move the Ant anywhere else.
hive-lesson-10-hint-1 = The only way into the lit hex is between your Queen and the black Ant, and that gate is shut.
hive-lesson-10-hint-2 = Any green hex will do.
hive-lesson-10-wrong = Move your Ant.

## 11-surround-the-queen
hive-lesson-11-title = Surround the Queen
hive-lesson-11-narration-1 = You win when all six hexes around your opponent's Queen are filled, by tiles of either colour.
hive-lesson-11-narration-2 = Black's Queen has only one free side left. Fill it.
hive-lesson-11-hint-1 = Your Ant can travel round the hive to the empty hex beside the black Queen.
hive-lesson-11-hint-2 = Click your Ant, then the lit hex.
hive-lesson-11-hint-2-pad = Press { $a } on your Ant, then the lit hex.
hive-lesson-11-wrong = That does not surround the black Queen.

## 12-a-draw
hive-lesson-12-title = A draw
hive-lesson-12-narration-1 = If one move fills the last free hex around both Queens at once, neither side wins: the game is drawn.
hive-lesson-12-narration-2 = Both Queens here have one free side, and it is the same hex. Jump your Grasshopper into it and the game ends in a draw.
hive-lesson-12-hint-1 = The hex between the two Queens is the last free side of each.
hive-lesson-12-hint-2 = Click your Grasshopper, then the hex the two Queens share.
hive-lesson-12-hint-2-pad = Press { $a } on your Grasshopper, then the hex the two Queens share.
hive-lesson-12-wrong = This lesson wants the move that surrounds both Queens at once.

## 13-the-mosquito
hive-lesson-13-title = The Mosquito
hive-lesson-13-narration-1 = The Mosquito has no move of its own: it moves as any bug it touches. Beside a Grasshopper it jumps, beside an Ant it runs; touching only other Mosquitoes it cannot move.
hive-lesson-13-narration-2 = Your Mosquito touches your Queen and your Grasshopper. Jump like the Grasshopper, over it to the lit hex.
hive-lesson-13-hint-1 = Click the Mosquito: it is offered the Queen's steps and the Grasshopper's jumps.
hive-lesson-13-hint-1-pad = Press { $a } on the Mosquito: it is offered the Queen's steps and the Grasshopper's jumps.
hive-lesson-13-hint-2 = The lit hex lies straight past your Grasshopper.
hive-lesson-13-wrong = Use the Grasshopper's jump this time, over your Grasshopper to the lit hex.

## 14-the-ladybug
hive-lesson-14-title = The Ladybug
hive-lesson-14-narration-1 = The Ladybug always moves three hexes: two steps over the top of the hive, then one step down into an empty hex.
hive-lesson-14-narration-2 = Walk your Ladybug over your Grasshopper and the black Grasshopper, and down to the lit hex.
hive-lesson-14-hint-1 = Click the Ladybug: its hexes are all around the hive, reached over the top.
hive-lesson-14-hint-1-pad = Press { $a } on the Ladybug: its hexes are all around the hive, reached over the top.
hive-lesson-14-hint-2 = Up onto your Grasshopper, across onto Black's, and down to the lit hex.
hive-lesson-14-wrong = Take the Ladybug over the two Grasshoppers to the lit hex.

## 15-the-pillbug
hive-lesson-15-title = The Pillbug's throw
hive-lesson-15-narration-1 = The Pillbug moves one hex, like the Queen. Instead of moving, it may lift a tile that touches it, of either colour, over itself onto an empty hex it also touches. It may not lift a tile that just moved, a stack, or a tile the hive needs.
hive-lesson-15-narration-2 = Throw the black Ant beside your Pillbug to the empty lit hex.
hive-lesson-15-hint-1 = Click your Pillbug, then the black Ant it can throw, then where it lands.
hive-lesson-15-hint-1-pad = Press { $a } on your Pillbug, then the black Ant it can throw, then where it lands.
hive-lesson-15-hint-2 = The Ant lands on the empty lit hex, which also touches the Pillbug.
hive-lesson-15-wrong = Throw the black Ant to the empty lit hex.

## 16-a-stunned-tile
hive-lesson-16-title = A stunned tile
hive-lesson-16-narration-1 = A tile the Pillbug has just thrown is stunned: it cannot move on its owner's next turn, and no Pillbug may lift it. Here you play Black, and White's Pillbug has just thrown your Ant.
hive-lesson-16-narration-2 = Try to move your Ant: the game says why it cannot. Move your Spider instead.
hive-lesson-16-hint-1 = Your Queen and Grasshopper hold the hive together; your Spider is free.
hive-lesson-16-hint-2 = Click your Spider: its two hexes turn green.
hive-lesson-16-hint-2-pad = Press { $a } on your Spider: its two hexes turn green.
hive-lesson-16-wrong = Move your Spider this time.

## 17-passing
hive-lesson-17-title = Passing
hive-lesson-17-narration-1 = If you can neither place nor move a tile, you must pass, and only then. Here you play Black: every black tile is pinned or blocked, and every free hex touches white.
hive-lesson-17-narration-2 = Pass your turn.
hive-lesson-17-hint-1 = Try a tile: the game tells you why it cannot move.
hive-lesson-17-hint-2 = Press Pass at the bottom of the table.
hive-lesson-17-wrong = You have no move: pass.

# Blokus 3D's lessons: each lesson file under assets/tutorial/blokus3d names these keys.

## 01-choosing-and-turning
blokus-lesson-01-title = Choosing and turning a piece
blokus-lesson-01-narration-1 = In Blokus 3D the players build one structure together on the turntable. Each colour has eleven pieces of two to four cubes. You play Blue and place first.
blokus-lesson-01-narration-2 = Click a piece in your tray and hold it over the lit squares of the structure. R, F and G turn it about its three axes, so that it lies flat, stands up or tips over; the turntable turns with the mouse. Click to let it down.
blokus-lesson-01-narration-2-pad = Press { $a } on a piece in your tray ({ $shoulders } go through them) and hold it over the lit squares of the structure with { $dpad }. { $x }, { $y } and { $rt } turn it about its three axes, so that it lies flat, stands up or tips over. { $a } lets it down.
blokus-lesson-01-hint-1 = The first piece may go anywhere inside the structure.
blokus-lesson-01-hint-2 = If the piece will not go down, it sticks out: turn it with R, F or G, or move it inward.
blokus-lesson-01-wrong = Any placement the rules allow completes this lesson.

## 02-the-first-round
blokus-lesson-02-title = The first round
blokus-lesson-02-narration-1 = Blue has placed the first piece. Now you play Yellow. In the first round, every colour after the first must place a piece that shares a whole face with a piece already there, and that touches the board.
blokus-lesson-02-narration-2 = Place a Yellow piece against the Blue one, standing on the board. Try it floating on top or off by itself: the game says why not.
blokus-lesson-02-hint-1 = Put your piece beside the lit Blue cubes, on the board.
blokus-lesson-02-hint-2 = A straight piece of three fits along the right-hand side of the Blue piece.
blokus-lesson-02-wrong = Any placement the rules allow completes this lesson.

## 03-touching-your-colour
blokus-lesson-03-title = Touch your own colour
blokus-lesson-03-narration-1 = From your second piece on, each new piece must share at least one whole face, side, top or bottom, with a cube of your own colour. Touching other colours as well is allowed; touching only at an edge or a corner is not enough.
blokus-lesson-03-narration-2 = You play Blue again. Place a piece that touches your lit Blue cubes face to face.
blokus-lesson-03-hint-1 = A piece that touches only Yellow is refused: the game tells you why.
blokus-lesson-03-hint-2 = The square piece fits in the hollow of your L.
blokus-lesson-03-wrong = Any placement the rules allow completes this lesson.

## 04-no-overhang
blokus-lesson-04-title = No overhang
blokus-lesson-04-narration-1 = Pieces are let down from above and stack on each other. Every cube must rest on the board or on a cube directly below it: no part of a piece may hang out over empty space, and no hole may be left underneath.
blokus-lesson-04-narration-2 = Place a Blue piece on top of the lit Blue cubes, so that every one of its cubes rests on a cube.
blokus-lesson-04-hint-1 = A piece that would hang over an empty square is refused.
blokus-lesson-04-hint-2 = A flat T fits on top of your L and your square.
blokus-lesson-04-wrong = Put this piece on top of the lit cubes, every cube resting on one.

## 05-the-limits
blokus-lesson-05-title = The structure's limits
blokus-lesson-05-narration-1 = Each structure has its shape and a height limit for every square: no cube may lie outside the shape or above the limit. On these Steps the front row takes one cube, the next two, then three, and the back row four.
blokus-lesson-05-narration-2 = Stand a straight piece of three upright, three cubes tall. Try it on the front row: the game refuses. It fits on the two back rows.
blokus-lesson-05-hint-1 = R, F or G stands the straight piece upright.
blokus-lesson-05-hint-2 = The lit back row is four cubes high.
blokus-lesson-05-wrong = Stand the straight piece upright, three cubes tall.

## 06-scoring-from-above
blokus-lesson-06-title = Scoring from above
blokus-lesson-06-narration-1 = When nobody can place any more, the structure is looked at from straight above: every square whose top cube is your colour scores one point, and every piece left in your tray costs one.
blokus-lesson-06-narration-2 = Yellow's column on the lit square shows Yellow from above. Cover it with Blue, touching your own Blue cubes.
blokus-lesson-06-hint-1 = A piece laid on top of Yellow, beside your T, touches Blue.
blokus-lesson-06-hint-2 = Two cubes in a line, across the lit square and the one behind it.
blokus-lesson-06-wrong = That placement does not make the lit square Blue from above.

## 07-a-colour-that-cannot-place
blokus-lesson-07-title = A colour that cannot place is out
blokus-lesson-07-narration-1 = A colour that cannot place a piece on its turn is out for the rest of the game; the others play on, and the game ends when nobody can place.
blokus-lesson-07-narration-2 = Yellow has only a few places left. One Blue placement takes them all: find it, and Yellow is out.
blokus-lesson-07-hint-1 = Look for the few spots where Yellow could still touch Yellow.
blokus-lesson-07-hint-2 = Your straight piece of three fills them.
blokus-lesson-07-wrong = Yellow could still place after that: try again.
