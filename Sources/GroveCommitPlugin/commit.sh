#!/bin/sh
# commit.sh PACKAGE OUTPUT: writes OUTPUT, the Swift source naming the commit grove is built from:
# PACKAGE's git HEAD, or nil without git or when PACKAGE is not the top of a repository (a copied
# source tree inside someone else's). OUTPUT is rewritten only when its text changes, so a build
# of an unchanged commit compiles nothing again.
if commit=$(git -C "$1" rev-parse --short=7 HEAD 2>/dev/null) \
    && prefix=$(git -C "$1" rev-parse --show-prefix 2>/dev/null) && [ -z "$prefix" ]; then
    value="\"$commit\""
else
    value=nil
fi
text="// Written by GroveCommitPlugin (commit.sh) whenever git moves HEAD.
enum BuildCommit {
    /// The short hash of the commit grove was built from; nil outside a git checkout.
    static let id: String? = $value
}"
[ "$(cat "$2" 2>/dev/null)" = "$text" ] || printf '%s\n' "$text" > "$2"
