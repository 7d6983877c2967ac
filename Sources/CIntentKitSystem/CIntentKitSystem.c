#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE  // dl_iterate_phdr
#endif

#include "CIntentKitSystem.h"

#include <stdio.h>

#if defined(__linux__)
#include <signal.h>
#include <sys/prctl.h>
#endif

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__linux__)
#include <elf.h>
#include <link.h>
#include <string.h>
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

#if defined(__linux__)
struct intentkit_build_id_search {
    unsigned char *buffer;
    int capacity;
    int length;
};

/// Looks through the first object `dl_iterate_phdr` reports (the executable) for a GNU build-ID note.
static int intentkit_find_build_id(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct intentkit_build_id_search *search = data;
    for (int index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type != PT_NOTE) continue;
        const unsigned char *note = (const unsigned char *)(info->dlpi_addr + header->p_vaddr);
        const unsigned char *end = note + header->p_memsz;
        while (note + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *entry = (const ElfW(Nhdr) *)note;
            size_t nameSize = (entry->n_namesz + 3) & ~(size_t)3;
            size_t descriptionSize = (entry->n_descsz + 3) & ~(size_t)3;
            const unsigned char *name = note + sizeof(ElfW(Nhdr));
            const unsigned char *description = name + nameSize;
            if (description + descriptionSize > end) break;
            if (entry->n_type == NT_GNU_BUILD_ID && entry->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                if (entry->n_descsz == 0 || (int)entry->n_descsz > search->capacity) return 1;
                memcpy(search->buffer, description, entry->n_descsz);
                search->length = (int)entry->n_descsz;
                return 1;
            }
            note = description + descriptionSize;
        }
    }
    return 1;  // Only the first object is the executable.
}
#endif

int intentkit_executable_build_id(unsigned char *buffer, int capacity) {
#if defined(__linux__)
    struct intentkit_build_id_search search = {buffer, capacity, 0};
    dl_iterate_phdr(intentkit_find_build_id, &search);
    return search.length;
#else
    (void)buffer;
    (void)capacity;
    return 0;
#endif
}
