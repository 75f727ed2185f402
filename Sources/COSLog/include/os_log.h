// Nothing: the declarations are the Swift module os (Sources/os).
#pragma once
