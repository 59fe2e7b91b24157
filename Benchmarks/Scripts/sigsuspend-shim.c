// valgrind 3.19 dies at the exit of routegen's binaries: libdispatch hands sigsuspend a mask in
// read-only memory, which valgrind edits in place. Preloaded under valgrind, this sigsuspend
// copies the mask first. Built by generation-instructions.sh with `gcc -shared -fPIC`.
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, 8);
}
