#include <mylib.h>
