/// The operating system as grove uses it: the one place (with the terminal's async-signal-safe
/// handlers) that makes system calls, so retrying after EINTR, decoding folder entries and reading
/// `errno` are each written once. Descriptors are plain `Int32`s.
public enum Platform {}
