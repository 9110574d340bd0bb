/// All the art of grove, compiled in from the `Art` folder: nothing is read at run time.
///
/// The build-tool plugin writes the rest from the text files of `Art/`: `palette` (the
/// colour of each letter of the colour layers), `species` (sorted by name),
/// `tree(_:_:size:)` and `sprite(_:grown:size:)` (nil for an unknown species or stage),
/// `breakArt(size:)` and `seedArt(size:)` (a plot with a seed, before anything is planted).
public enum ArtLibrary {}
