/// The report's page: one static HTML file with its style and script inline, which reads
/// `results.js` beside it (works from `file://` and from a downloaded CI artifact).
enum ReportPage {
  static let html = #"""
<!doctype html><meta charset="utf-8"><title>Cellshot report</title>
<script>var R=[];function cellshotRun(r){}function cellshotResult(r){R.push(r)}</script>
<script src="results.js"></script><body><script>document.body.textContent=R.length+" snapshots"</script>
"""#
}
