import Glibc
import PanelBase

/// Memory for the layers a frame draws, composites at once and lets go: a group damaged
/// whole under opacity (a page sliding in while it fades) needs one every frame.
///
/// Allocating each of them afresh put a block of a few hundred kilobytes on the heap every
/// frame, between the small allocations of the same frame, and the heap crept up by what
/// those could no longer share (`make soak`). Kept here, the same blocks serve every frame:
/// the memory held is that of the largest layers drawn at the same time, nested groups each
/// taking one.
final class ScratchLayers {
    private struct Block {
        let memory: UnsafeMutableRawPointer
        let bytes: Int
    }

    /// Blocks not in use, kept for the next layer.
    private var free: [Block] = []
    /// Blocks lent out, by the address of their memory.
    private var lent: [UnsafeMutableRawPointer: Block] = [:]
    /// Free blocks kept at most (a group nested in a group nested in a group, and more, is rare).
    static let keptBlocks = 4
    /// Blocks are sized in steps of this many bytes, so a layer a little larger than the
    /// last one does not need a new block.
    static let granularity = 64 << 10

    deinit {
        for block in free { block.memory.deallocate() }
        for block in lent.values { block.memory.deallocate() }
    }

    /// A transparent surface of this size on memory kept here, until `giveBack(_:)`.
    func take(width: Int, height: Int) -> Surface {
        let needed = Swift.max(4, width * height * 4)
        let block: Block
        if let index = smallestFreeBlock(holding: needed) {
            block = free.remove(at: index)
        } else {
            // Grow by replacing the largest free block, so what is kept stays few blocks.
            if free.count >= ScratchLayers.keptBlocks, let largest = free.indices.max(by: { free[$0].bytes < free[$1].bytes }) {
                free.remove(at: largest).memory.deallocate()
            }
            let bytes = (needed + ScratchLayers.granularity - 1) / ScratchLayers.granularity * ScratchLayers.granularity
            block = Block(memory: UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16), bytes: bytes)
        }
        memset(block.memory, 0, needed)
        lent[block.memory] = block
        return Surface(wrapping: block.memory, width: width, height: height, strideBytes: width * 4)
    }

    /// The index of the smallest free block of at least `bytes` (a loop: this runs for
    /// every layer composited once, and must not allocate).
    private func smallestFreeBlock(holding bytes: Int) -> Int? {
        var best: Int?
        for index in free.indices where free[index].bytes >= bytes {
            if best.map({ free[index].bytes < free[$0].bytes }) ?? true { best = index }
        }
        return best
    }

    /// Returns the memory of a surface `take` made; the surface must not be used after.
    func giveBack(_ surface: Surface) {
        guard let block = lent.removeValue(forKey: UnsafeMutableRawPointer(surface.pixels)) else { return }
        if free.count < ScratchLayers.keptBlocks {
            free.append(block)
        } else {
            block.memory.deallocate()
        }
    }

    /// Bytes held in free blocks (for tests).
    var freeBytes: Int { free.reduce(0) { $0 + $1.bytes } }
}
