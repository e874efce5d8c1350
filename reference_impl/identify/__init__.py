"""Engine identification (`belote-spec identify`)."""
