#pragma once
#include <png.h>
#include <zlib.h>
