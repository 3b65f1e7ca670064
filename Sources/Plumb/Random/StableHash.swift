/// FNV-1a over bytes (64 bits): the same in every process and on every machine, unlike
/// `Hasher`, which is seeded per process. For names that must not change between runs (corpus
/// files, cache folders, file tags).
package enum StableHash {
    package static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
