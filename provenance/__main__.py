from provenance.entry import main

main()
