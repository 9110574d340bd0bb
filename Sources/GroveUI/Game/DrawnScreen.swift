import GroveTerminal

/// The game screen as last drawn, so that the next frame redraws only what changed.
///
/// While a session runs, each second moves its clock and nothing else: the
/// countdown's rows, now and then the progress bar, and at a new stage the tree.
/// Drawing the whole screen anew every second was most of the live screen's CPU.
/// Every frame given here equals `GameScreen.render` of the same state and size.
/// The last frame is changed in place: its rows that did not change keep their
/// versions, so `FrameWriter` passes over them at once.
struct DrawnScreen {
    private struct Drawn {
        var state: GameState
        /// The forest page's generation the frame shows.
        var forest: Int
        var layout: ScreenLayout?
        var frame: Frame
        /// The running session's middle column, when the frame shows one with nothing over
        /// it, with the row each block starts on.
        var blocks: (blocks: [ContentBlock], tops: [Int])?

        /// The frame for `new` on a terminal of `size` showing the forest page of `generation`,
        /// when it can be had from this one: as it is when nothing changed, else with the clock
        /// redrawn; nil, changing nothing, when it must be drawn anew.
        mutating func frame(for new: GameState, size: TerminalSize, forest generation: Int) -> Frame? {
            guard frame.width == size.width, frame.height == size.height, forest == generation else { return nil }
            return state == new || redrawClock(to: new) ? frame : nil
        }

        /// Brings the frame to `new` by redrawing the session's blocks that follow the clock
        /// and changed; false, changing nothing, unless the session's clock (its seconds
        /// left and its stage) is all that differs and every block keeps its rows.
        private mutating func redrawClock(to new: GameState) -> Bool {
            guard let layout, var blocks, case .session(let session) = new.screen, case .session(let shown) = state.screen
            else { return false }
            // The state as shown with the new clock, compared in place: equal when nothing else changed.
            var moved = shown
            moved.remainingSeconds = session.remainingSeconds
            moved.stage = session.stage
            state.screen = .session(moved)
            guard state == new else {
                state.screen = .session(shown)
                return false
            }
            let changes = SessionScreen.clockBlocks(session, changedFrom: shown, layout)
            guard changes.allSatisfy({ $0.index < blocks.blocks.count && $0.block.height == blocks.blocks[$0.index].height }) else {
                state.screen = .session(shown)
                return false
            }
            // The writer looks at only the columns changed from here on.
            frame.beginChanges()
            // The blocks change in place, with no second owner to copy them for.
            self.blocks = nil
            for (index, block) in changes where block != blocks.blocks[index] {
                // Only the columns the block drew on or will draw on, so only they change.
                let oldColumns = blocks.blocks[index].columns(centredIn: layout.size.width)
                let newColumns = block.columns(centredIn: layout.size.width)
                let left = min(oldColumns.lowerBound, newColumns.lowerBound)
                let right = max(oldColumns.upperBound, newColumns.upperBound)
                frame.fill(x: left, y: blocks.tops[index], width: right - left, height: block.height)
                frame.draw(block, y: blocks.tops[index])
                blocks.blocks[index] = block
            }
            self.blocks = blocks
            return true
        }
    }

    private var last: Drawn?

    /// The frame for `state` on a terminal of `size`, with the open forest's page from `forest`.
    mutating func frame(for state: GameState, size: TerminalSize, forest: ForestCache) -> Frame {
        if let frame = last?.frame(for: state, size: size, forest: forest.generation) {
            return frame
        }
        let frame = GameScreen.render(state, size: size, forest: forest.page)
        let layout = ScreenLayout(size)
        last = Drawn(
            state: state, forest: forest.generation, layout: layout, frame: frame,
            blocks: layout.flatMap { Self.sessionBlocks(state, $0) })
        return frame
    }

    /// The blocks of the running session's middle column and the row each starts on, when
    /// nothing is drawn over or under them: no overlay, and a stack that keeps clear of the
    /// header, the message and the hints.
    private static func sessionBlocks(_ state: GameState, _ layout: ScreenLayout) -> (blocks: [ContentBlock], tops: [Int])? {
        guard state.overlay == .none, case .session(let session) = state.screen else { return nil }
        let blocks = SessionScreen.blocks(session, layout)
        var tops: [Int] = []
        var y = Frame.stackTop(of: blocks, in: layout.contentRows)
        for block in blocks {
            tops.append(y)
            y += block.height
        }
        // A message's second line takes the row above the message row.
        let bottom = state.message == nil ? layout.contentRows.upperBound : layout.messageRow + 1 - ScreenMessage.maximumLines
        return y <= bottom ? (blocks, tops) : nil
    }
}
