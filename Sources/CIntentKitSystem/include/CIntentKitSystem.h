#ifndef CINTENTKITSYSTEM_H
#define CINTENTKITSYSTEM_H

/// The C library calls IntentKit's app side needs that Swift cannot make: variadic functions (`prctl`), C globals
/// Swift 6 will not read (`stdout`), and glibc functions Swift's Glibc module does not declare (`malloc_trim`,
/// `mallopt`). Linked directly, they work in a statically linked executable, where looking them up by name with
/// `dlsym` finds nothing.

/// Asks Linux to send `signal` to the calling thread's process when its parent dies (`PR_SET_PDEATHSIG`).
/// Returns 0 on success, -1 elsewhere or on failure.
int intentkit_set_parent_death_signal(int signal);

/// Makes the C library's `stdout` line-buffered, so that lines `print` writes arrive as they are written.
void intentkit_line_buffer_stdout(void);

/// Whether this C library can trim its heap and cap its arenas (glibc).
int intentkit_can_tune_malloc(void);

/// glibc's `malloc_trim(pad)`: returns memory the heap holds free to the system. Returns 1 if any was.
int intentkit_malloc_trim(unsigned long pad);

/// glibc's `mallopt(M_ARENA_MAX, count)`: caps how many malloc arenas threads get. Returns 1 on success.
int intentkit_limit_malloc_arenas(int count);

/// Copies the running executable's GNU build ID (its `NT_GNU_BUILD_ID` note, read from the program headers in
/// memory, so it is the code running, whatever file is at its path now) into `buffer`. Returns its length in bytes,
/// or 0 when the executable has none, it does not fit, or this system has no `dl_iterate_phdr`.
int intentkit_executable_build_id(unsigned char *buffer, int capacity);

#endif
