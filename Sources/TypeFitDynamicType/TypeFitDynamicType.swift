// TypeFitDynamicType
