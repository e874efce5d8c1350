"""Engine identification: which shipped variant an engine plays, and the rule parameters on which it
departs from it (`belote-spec identify`)."""

from belote_spec.diagnose.identify.core import Departure, Evidence, NameReport, Report, identify, supported_names
from belote_spec.diagnose.identify.report import as_json, as_text

__all__ = ["Departure", "Evidence", "NameReport", "Report", "as_json", "as_text", "identify", "supported_names"]
