public enum TallyEngineNS {}
