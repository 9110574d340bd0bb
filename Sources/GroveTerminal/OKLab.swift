import GrovePlatform

/// A colour as seen, in OKLab (Björn Ottosson, 2020): lightness and two opponent axes, where equal distances look about
/// equally different. As lightness, chroma and hue (OKLCh) it says what a fallback keeps: a green's hue, a colour's chroma.
public struct OKLab: Equatable, Sendable {
    /// 0 for black to 1 for white.
    public let lightness: Double
    /// Green (negative) to red (positive).
    public let a: Double
    /// Blue (negative) to yellow (positive).
    public let b: Double

    /// The colour of a 24-bit sRGB triple.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = Self.linear[Int(red)], g = Self.linear[Int(green)], b = Self.linear[Int(blue)]
        let l = Platform.cubeRoot(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
        let m = Platform.cubeRoot(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
        let s = Platform.cubeRoot(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
        lightness = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
        a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
        self.b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
    }

    /// How colourful it is: the distance from the grey of the same lightness.
    public var chroma: Double {
        (a * a + b * b).squareRoot()
    }

    /// The hue as an angle in degrees, 0 up to 360 (red near 30, yellow near 110,
    /// green near 140, blue near 265); meaningless for a grey.
    public var hue: Double {
        let degrees = Platform.angle(x: a, y: b) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// How far apart two hues in degrees are, the short way round: 0 to 180.
    public static func degreesApart(_ hue: Double, _ otherHue: Double) -> Double {
        let difference = abs(hue - otherHue).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }

    /// Each 8-bit sRGB level as linear light, 0 to 1.
    private static let linear: [Double] = (0...255).map { level in
        let value = Double(level) / 255
        return value <= 0.040_45 ? value / 12.92 : Platform.power((value + 0.055) / 1.055, 2.4)
    }
}
