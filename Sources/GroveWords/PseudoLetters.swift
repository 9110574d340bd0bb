/// Every ASCII letter with an accent, for the pseudo-language: still readable, never English.
enum PseudoLetters {
    static let accented: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "áƀçđéƒĝĥíĵķļɱñöƥʠŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÍĴĶĻṀÑÖƤǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()
}
