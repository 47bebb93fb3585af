from provenance.cli import main

main()
