import StrategyCompareCLI

StrategyCompare.main()
