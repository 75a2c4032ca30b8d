# __minnow_apt_releases: the suites and code names of the package lists apt
# knows (bookworm, stable, bookworm-security...), for apt -t.
function __minnow_apt_releases --description 'List the releases apt knows'
    for file in /var/lib/apt/lists/*Release
        string replace -rf -- '^(?:Suite|Codename):\s*(\S+).*' '$1' <$file
    end
end
