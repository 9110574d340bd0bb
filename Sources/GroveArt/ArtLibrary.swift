/// All of grove's art, compiled in from `Art/` (nothing read at run time); the build-tool plugin writes the rest: `palette`,
/// `species` (by name), `tree(_:_:size:)`, `sprite(_:grown:size:)` (nil when unknown), `breakArt(size:)`, `seedArt(size:)`.
public enum ArtLibrary {}
