/// The operating system as grove uses it: the one place (besides the terminal's signal-safe handlers) making system calls,
/// so EINTR retries, folder entry decoding and `errno` reading are each written once. Descriptors are plain `Int32`s.
public enum Platform {}
