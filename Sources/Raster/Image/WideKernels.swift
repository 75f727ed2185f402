#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CRasterKernels

/// Whether this processor runs the image filter's AVX2 loops (`CRasterKernels`): the same
/// integer arithmetic as the portable loops, sixteen lanes at a time instead of eight. Setting
/// `CELLSHOT_PORTABLE_LOOPS` (to anything) keeps to the portable ones, to check that they give
/// the same pixels (`CELLSHOT_PORTABLE_LOOPS=1 cellshot verify`).
enum WideKernels {
  static let available = getenv("CELLSHOT_PORTABLE_LOOPS") == nil && cs_kernels_have_avx2() != 0
  /// The widest vectors the gradient kernel may use: 2 with AVX-512, 1 with AVX2, 0 for the
  /// portable loops (which the same variable keeps to). Every level gives the same words.
  static let level: Int32 = !available ? 0 : cs_kernels_have_avx512() != 0 ? 2 : 1
}
