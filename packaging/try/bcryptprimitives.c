/* A stand-in for Windows' bcryptprimitives.dll, for trying the Windows
 * build under Wine 8 alone (Wine 8 lacks the DLL; Windows 10 and 11 have
 * it). Rust's standard library takes its random numbers from ProcessPrng
 * there; this answers from RtlGenRandom, which Wine has. Never shipped. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
