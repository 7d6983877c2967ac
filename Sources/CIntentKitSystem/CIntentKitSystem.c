#include "CIntentKitSystem.h"

#include <stdio.h>

#if defined(__linux__)
#include <signal.h>
#include <sys/prctl.h>
#endif

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int intentkit_set_parent_death_signal(int signal) {
#if defined(__linux__)
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal);
#else
    (void)signal;
    return -1;
#endif
}

void intentkit_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

int intentkit_can_tune_malloc(void) {
#if defined(__GLIBC__)
    return 1;
#else
    return 0;
#endif
}

int intentkit_malloc_trim(unsigned long pad) {
#if defined(__GLIBC__)
    return malloc_trim((size_t)pad);
#else
    (void)pad;
    return 0;
#endif
}

int intentkit_limit_malloc_arenas(int count) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, count);
#else
    (void)count;
    return 0;
#endif
}
